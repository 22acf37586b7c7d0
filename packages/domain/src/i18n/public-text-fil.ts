/** Filipino of public-text.ts, key for key (terms: ../shared/design/GLOSSARY-fil.md). */
import type { CatalogueOf } from './catalogue.ts';
import type { publicText } from './public-text.ts';

export const publicTextFil: CatalogueOf<typeof publicText> = {
  language: {
    label: 'Wika',
  },
  frame: {
    programName: 'Programa ng Tulong Pangkalusugan ng {{city}}',
    programOffice: 'Pamahalaang Lungsod ng {{town}} · {{province}}',
    staffFooter:
      'Para sa awtorisadong kawani ng City Health Office. Itinatala ang mga aktibidad sa portal na ito.',
    titleSuffix: '{{title}} — Portal ng Tulong Pangkalusugan ng {{city}}',
  },
  login: {
    title: 'Mag-log in',
    intro: 'Access ng administrator sa portal ng membership.',
    loginLabel: 'Username o email',
    passwordLabel: 'Password',
    forgot: 'Nakalimutan ang password?',
    submit: 'Mag-log in',
    newStaff: 'Bagong kawani?',
    register: 'Magparehistro',
  },
  reset: {
    requestTitle: 'I-reset ang iyong password',
    requestIntro:
      'Ilagay ang email address ng iyong account at padadalhan ka namin ng link para magtakda ng bagong password.',
    emailLabel: 'Email',
    cancel: 'Kanselahin',
    send: 'Ipadala ang Email para sa Pag-reset',
    title: 'Magtakda ng bagong password',
    intro: 'Pumili ng bagong password para sa iyong administrator account.',
    newPassword: 'Bagong password',
    confirmPassword: 'Kumpirmahin ang bagong password',
    submit: 'Itakda ang bagong password',
    goToLogin: 'Pumunta sa pag-log in',
    backToLogin: 'Bumalik sa pag-log in',
  },
  register: {
    title: 'Pagpaparehistro ng administrator',
    documentTitle: 'Magparehistro',
    intro:
      'Gumawa ng iyong staff account. Ang unang administrator na magparehistro ay agad na aaprubahan bilang Punong Administrator; sinusuri ng isang Punong Administrator ang bawat susunod na pagpaparehistro bago ang unang pag-log in nito. Kailangan ang mga field na may asterisk (*).',
    personal: 'Personal na Impormasyon',
    account: 'Impormasyon ng Account',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Kumpirmahin ang password',
    role: 'Tungkulin',
    roleOther: 'Pakisabi ang iyong tungkulin',
    submit: 'Magparehistro',
  },
  secondStep: {
    intro: 'Two-step sign-in: ang code mula sa iyong authenticator app.',
    codeLabel: 'Authentication code',
    codeDescription: 'Ang 6 na digit na ipinapakita ngayon ng iyong authenticator app.',
    backupLabel: 'Backup code',
    verify: 'I-verify',
    useBackup: 'Gumamit na lang ng backup code',
    useApp: 'Gamitin na lang ang authenticator app',
    back: 'Bumalik',
  },
  scan: {
    title: 'I-scan ang QR Code ng Miyembro',
    intro:
      'Itapat ang camera sa QR code sa card ng miyembro, pumili ng larawan nito, o i-type ang reference number na nakalimbag sa ilalim nito upang makita ang katayuan ng membership.',
    statusLabel: 'Katayuan ng scanner',
    referenceSection: 'Reference number',
    startCamera: 'Simulan ang Camera',
    stopCamera: 'Ihinto ang Camera',
    cameraPreview: 'Preview ng camera',
    noCamera: 'Walang camera',
    cameraOff: 'Nakapatay ang camera',
    imageSection: 'File ng larawan',
    imageDrop: 'Ihulog dito ang PNG o JPEG na larawan ng QR code ng miyembro, o',
    imageButton: 'Mag-scan ng file ng larawan',
    scanInstead: 'Mag-scan na lang ng QR code',
    scanAnother: 'Mag-scan ng ibang code',
  },
  reference: {
    formLabel: 'Hanapin ang isang reference number',
    label: 'Reference number',
    description: 'Nakalimbag sa ilalim ng QR code sa card ng miyembro.',
    submit: 'Ipakita ang card ng miyembro',
  },
  card: {
    title: 'Card ng Miyembro',
    loading: 'Nilo-load ang card ng miyembro',
    member: 'Miyembro',
    referenceNumber: 'Reference Number',
    registrationDate: 'Petsa ng Pagpaparehistro',
    expiryDate: 'Petsa ng Pagtatapos',
    pleaseWait: 'Maghintay sandali',
    status: { Active: 'Aktibo', Expired: 'Tapos na' },
  },
};
