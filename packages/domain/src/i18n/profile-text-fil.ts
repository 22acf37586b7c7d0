/** Filipino of profile-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { CatalogueOf } from './catalogue.ts';
import type { profileText } from './profile-text.ts';

export const profileTextFil: CatalogueOf<typeof profileText> = {
  page: {
    title: 'Aking Profile',
    description: 'Ang iyong administrator account sa portal.',
    loading: 'Kinukuha ang iyong profile',
    tryAgain: 'Subukang muli',
  },
  account: {
    title: 'Account',
    description: 'Isang Punong Administrator ang nagbabago ng iyong email, username at tungkulin.',
    email: 'Email',
    username: 'Username',
    role: 'Tungkulin',
  },
  roles: {
    head_admin: 'Punong Administrator',
    admin_assistant: 'Administrative Assistant',
  },
  personal: {
    title: 'Personal na impormasyon',
    save: 'I-save ang mga pagbabago',
  },
  fields: {
    firstName: 'Pangalan',
    middleName: 'Gitnang pangalan',
    lastName: 'Apelyido',
    maidenName: 'Apelyido noong dalaga',
    dob: 'Petsa ng kapanganakan',
    gender: 'Kasarian',
    civilStatus: 'Katayuang sibil',
    contactNumber: 'Numero ng telepono',
  },
  password: {
    title: 'Palitan ang password',
    description: 'Mala-log out ang iba mong naka-log in na session kapag napalitan ang password.',
    currentPassword: 'Kasalukuyang password',
    newPassword: 'Bagong password',
    confirmPassword: 'Kumpirmahin ang bagong password',
    submit: 'Palitan ang password',
  },
  secondStep: {
    title: 'Two-step sign-in',
    description:
      'Pagkatapos ng iyong password, hihingi ang pag-log in ng code mula sa isang authenticator app sa iyong telepono.',
    loading: 'Kinukuha ang two-step sign-in',
    status: 'Katayuan:',
    on: 'Naka-on',
    off: 'Naka-off',
    requiredForAll: 'Kailangan para sa bawat administrator.',
    turnOff: 'I-off',
    setUp: 'I-set up ang two-step sign-in',
    close: 'Isara',
    turnOffTitle: 'I-off ang two-step sign-in?',
    turnOffBody:
      'Password mo na lamang ang hihingin sa pag-log in. Matatapos ang iba mong session. Ilagay ang iyong kasalukuyang password para kumpirmahin.',
  },
  setup: {
    intro:
      'Pagkatapos ng iyong password, hihingi ang pag-log in ng 6 na digit na code mula sa isang authenticator app sa iyong telepono. Ilagay ang iyong kasalukuyang password para magsimula.',
    continue: 'Magpatuloy',
    stepOpenApp:
      'Buksan ang isang authenticator app sa iyong telepono (Google Authenticator, Microsoft Authenticator, …).',
    stepScan: 'I-scan dito ang QR code na ito, o i-type ang key sa ibaba.',
    stepEnter: 'Ilagay ang 6 na digit na ipinapakita ng app.',
    qrAlt: 'QR code ng iyong key para sa two-step sign-in',
    key: 'Key',
    codeLabel: 'Authentication code',
    codeDescription: 'Ang 6 na digit na ipinapakita ngayon ng iyong authenticator app.',
    turnOn: 'I-on',
    backupIntro:
      'Bawat backup code ay makapag-la-log in sa iyo nang isang beses kapag wala sa iyo ang iyong telepono. I-print o isulat ang mga ito, at itago sa ligtas na lugar: hindi na muling ipapakita ang mga ito.',
    backupCodes: 'Mga backup code',
    saved: 'Naitago ko na ang aking mga backup code',
    done: 'Tapos na',
  },
  required: {
    title: 'I-set up ang two-step sign-in',
    signOut: 'Mag-log out',
  },
  sessions: {
    title: 'Kung saan ka naka-log in',
    description:
      'Bawat browser na naka-log in sa iyong account. Kapag tinapos ang isang session, agad na mala-log out ang browser na iyon.',
    signOutOthers: 'Mag-log out sa lahat ng iba pang lugar',
    caption: 'Ang iyong mga session',
    empty: 'Walang session.',
    endSession: 'Tapusin ang session',
    endSessionOn: 'Tapusin ang session sa {{browser}}',
    endOneTitle: 'Tapusin ang session na ito?',
    endOthersTitle: 'Mag-log out sa lahat ng iba pang lugar?',
    endOneBody: 'I-log out ang {{browser}}? Agad na mala-log out ang browser na iyon.',
    endOthersBody_one:
      'Tapusin ang iba mo pang session? Agad na mala-log out ang browser na iyon; mananatili kang naka-log in dito.',
    endOthersBody_other:
      'Tapusin ang {{count}} mo pang ibang session? Agad na mala-log out ang mga browser na iyon; mananatili kang naka-log in dito.',
    cancel: 'Kanselahin',
  },
};
