/**
 * Filipino of second-step-messages.ts (issue 26), key for key; terms as in GLOSSARY-fil.md
 * ("two-step sign-in", "code", "backup code" stay English, as public-text-fil.ts has them). A message
 * function's arguments are `{{0}}`, `{{1}}`, … by position.
 */
import type { secondStepMessages } from '../second-step-messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const secondStepMessagesFil: CatalogueOf<typeof secondStepMessages> = {
  codeRequired: 'Ilagay ang 6 na digit na code mula sa iyong authenticator app.',
  codeFormat: 'Ang code ay ang 6 na digit na ipinapakita ng iyong authenticator app.',
  codeIncorrect:
    'Hindi tama ang code na iyon. Ilagay ang 6 na digit na ipinapakita ngayon ng iyong authenticator app.',
  backupCodeRequired: 'Ilagay ang isa sa iyong mga backup code.',
  backupCodeIncorrect: 'Hindi tama ang backup code na iyon, o nagamit na ito.',
  secondStepNeeded: 'Ilagay ang code mula sa iyong authenticator app para matapos ang pag-log in.',
  secondStepExpired: 'Masyadong natagalan ang pag-log in. Mag-log in muli.',
  secondStepLocked: 'Masyadong maraming maling code. Maghintay ng 15 minuto, saka mag-log in muli.',
  secondStepEnrolled: 'Naka-on na ang two-step sign-in. Itago sa ligtas na lugar ang iyong mga backup code.',
  secondStepAlreadyOn: 'Naka-on na ang two-step sign-in.',
  secondStepNotStarted: 'Simulan muli ang set-up: walang key na naghihintay ng unang code nito.',
  secondStepTurnedOff: 'Naka-off na ang two-step sign-in.',
  secondStepNotOn: 'Hindi naka-on ang two-step sign-in.',
  secondStepRequiredStaysOn:
    'Iniuutos ng isang Punong Administrator ang two-step sign-in para sa bawat administrator: mananatili itong naka-on.',
  secondStepRequiredToContinue:
    'I-set up ang two-step sign-in para makapagpatuloy: iniuutos ito ng isang Punong Administrator para sa bawat administrator.',
  requirementOn: 'Kailangan na ngayon ang two-step sign-in para sa bawat administrator.',
  requirementOff: 'Hindi na kailangan ang two-step sign-in.',
  requirementUnchanged: 'Walang nagbago: ang kahilingan ay gaya ng naka-save.',
  secondStepReset: 'Na-reset ang two-step sign-in ni {{0}}; natapos na ang kanyang mga session.',
  secondStepNotEnrolled: 'Walang two-step sign-in si {{0}} na maire-reset.',
  ownSecondStepOnProfile: 'Para baguhin ang sarili mong two-step sign-in, gamitin ang My Profile.',
  enrolledActivity: 'In-on ang two-step sign-in',
  turnedOffActivity: 'In-off ang two-step sign-in',
  resetActivity: 'Ni-reset ang two-step sign-in ng administrator na si {{0}}',
  requirementActivity: 'Two-step sign-in {{0}} para sa bawat administrator',
};
