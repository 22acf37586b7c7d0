/** Filipino of admins-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { adminsText } from './admins-text.ts';
import type { CatalogueOf } from './catalogue.ts';

export const adminsTextFil: CatalogueOf<typeof adminsText> = {
  page: {
    title: 'Mga Administrator',
    description:
      'Aprubahan ang pagpaparehistro ng mga kawani bago sila makapag-log in, at tingnan kung sino ang may access.',
  },
  secondStep: {
    title: 'Two-step sign-in',
    require: 'Gawing kailangan ang two-step sign-in para sa bawat administrator',
    requireDescription:
      'Ise-set up ito ng mga administrator na wala pa nito sa susunod nilang kahilingan, bago ang anumang pahina.',
    enrolled_one: '{{enrolled}} sa {{count}} aprubadong administrator ang naka-on nito.',
    enrolled_other: '{{enrolled}} sa {{count}} aprubadong administrator ang naka-on nito.',
  },
  pending: {
    title: 'Naghihintay ng pag-apruba',
    caption: 'Mga pagpaparehistrong naghihintay ng pag-apruba',
    empty: 'Walang naghihintay na pagpaparehistro.',
    approve: 'Aprubahan',
    approveOf: 'Aprubahan si {{email}}',
    reject: 'Tanggihan',
    rejectOf: 'Tanggihan si {{email}}',
  },
  approved: {
    title: 'Aprubado',
    caption: 'Mga aprubadong administrator',
    empty: 'Walang aprubadong administrator.',
    resetSecondStep: 'I-reset ang two-step',
    resetSecondStepOf: 'I-reset ang two-step sign-in ni {{email}}',
    endSessions: 'Tapusin ang mga session',
    endSessionsOf: 'Tapusin ang mga session ni {{email}}',
    deactivate: 'I-deactivate',
    deactivateOf: 'I-deactivate si {{email}}',
  },
  rejected: {
    title: 'Tinanggihan',
    caption: 'Mga tinanggihang pagpaparehistro',
  },
  deactivated: {
    title: 'Na-deactivate',
    caption: 'Mga na-deactivate na administrator',
    reactivate: 'I-activate muli',
    reactivateOf: 'I-activate muli si {{email}}',
  },
  roles: {
    head_admin: 'Punong Administrator',
    admin_assistant: 'Administrative Assistant',
  },
  columns: {
    name: 'Pangalan',
    email: 'Email',
    username: 'Username',
    role: 'Tungkulin',
    registered: 'Nagparehistro',
    secondStep: 'Two-step',
    on: 'Naka-on',
    off: 'Naka-off',
  },
  confirm: {
    cancel: 'Kanselahin',
    close: 'Isara',
    rejectTitle: 'Tanggihan ang pagpaparehistro?',
    rejectBody:
      'Tanggihan ang pagpaparehistro ni {{name}} ({{email}})? Hindi siya makakapag-log in sa portal.',
    rejectConfirm: 'Tanggihan',
    deactivateTitle: 'I-deactivate ang administrator?',
    deactivateBody:
      'I-deactivate si {{name}} ({{email}})? Matatapos ngayon ang kanyang mga session at hindi siya makakapag-log in hangga’t hindi siya ina-activate muli ng isang Punong Administrator.',
    deactivateConfirm: 'I-deactivate',
    resetTitle: 'I-reset ang two-step sign-in?',
    resetBody:
      'I-reset ang two-step sign-in ni {{name}} ({{email}})? Hindi na gagana ang kanyang key at mga backup code at matatapos ang kanyang mga session; mag-log in siya gamit ang kanyang password at i-set up itong muli.',
    resetConfirm: 'I-reset',
  },
  endSessions: {
    title: 'Tapusin ang mga session?',
    body: 'Kung saan naka-log in si {{name}} ({{email}}). Kapag tinapos ang kanyang mga session, agad siyang mala-log out sa bawat browser; maaari siyang mag-log in muli.',
    caption: 'Mga session ni {{name}}',
    empty: 'Hindi naka-log in saanman.',
    confirm: 'Tapusin ang lahat ng session',
  },
};
