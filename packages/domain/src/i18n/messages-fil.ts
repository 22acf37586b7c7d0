/**
 * Filipino of messages.ts (issue 26), key for key; terms as in ../shared/design/GLOSSARY-fil.md. A
 * message function of the English catalogue is a template here, its arguments by position ({{0}}, …).
 * Loaded by the server for refusals, and by the web app only when Filipino is chosen.
 */
import type { messages } from '../messages.ts';
import type { CatalogueOf } from './catalogue.ts';

export const messagesFil: CatalogueOf<typeof messages> = {
  loginIncorrect: 'Mali ang username/email o password',
  loginUnverified: 'Pakiberipika muna ang iyong email bago mag-log in.',
  loginAwaitingApproval: 'Hinihintay pa ng iyong account ang pag-apruba ng isang Punong Administrator.',
  loginRejected:
    'Hindi naaprubahan ang iyong pagpaparehistro. Makipag-ugnayan sa isang Punong Administrator.',
  loginRateLimited: 'Masyadong maraming pagsubok mag-log in. Maghintay ng ilang minuto at subukang muli.',
  loginRequired: 'Ilagay ang iyong username o email at ang iyong password.',
  loginSuccess: 'Matagumpay ang pag-log in!',
  resetEmailRequired: 'Ilagay ang iyong email address.',
  resetEmailSent: 'Naipadala na ang email para sa pag-reset ng password! Tingnan ang iyong inbox.',
  resetPasswordDone: 'Napalitan na ang iyong password. Maaari ka nang mag-log in.',
  resetLinkInvalid:
    'Hindi na wasto o nag-expire na ang link na ito para sa pag-reset ng password. Humiling ng bago.',
  registrationSuccess: 'Matagumpay ang pagpaparehistro! Tingnan ang iyong email para sa beripikasyon.',
  registrationEmailInUse: 'Error sa pagpaparehistro: Ginagamit na ang email',
  registrationUsernameInUse: 'Error sa pagpaparehistro: Ginagamit na ang username',
  registrationPasswordPolicy:
    'Error sa pagpaparehistro: Ang password ay dapat hindi bababa sa 8 character na may malaking titik, maliit na titik, numero, at/o espesyal na character',
  passwordsDoNotMatch: 'Hindi magkatugma ang mga password',
  currentPasswordIncorrect: 'Mali ang iyong kasalukuyang password.',
  passwordChanged: 'Napalitan na ang iyong password. Na-log out na ang iba mong session.',
  adminDeactivated: 'Na-deactivate ang iyong account. Makipag-ugnayan sa isang Punong Administrator.',
  adminDeactivatedDone: 'Na-deactivate ang administrator. Natapos na ang kanyang mga session.',
  adminReactivated: 'Na-reactivate ang administrator.',
  adminCannotDeactivateSelf: 'Hindi mo maaaring i-deactivate ang sarili mong account.',
  adminLastHeadAdmin: 'Hindi maaaring i-deactivate ang huling Punong Administrator.',
  adminNotDeactivatable: 'Ang naaprubahang administrator lamang ang maaaring i-deactivate.',
  adminNotReactivatable: 'Ang na-deactivate na administrator lamang ang maaaring i-reactivate.',
  registrationConsentsRequired: 'Tanggapin ang lahat ng limang pahintulot upang magparehistro.',
  registrationRoleOtherRequired: 'Pakisabi ang iyong tungkulin.',
  emailVerified: 'Beripikado na ang iyong email. Maaari ka nang mag-log in.',
  emailVerifiedAwaitingApproval:
    'Beripikado na ang iyong email. Susuriin ngayon ng isang Punong Administrator ang iyong pagpaparehistro; makakapag-log in ka kapag naaprubahan na ito.',
  registrationApprovedNext:
    'Bilang unang administrator, aprubado na ang iyong account: i-beripika ang iyong email, saka mag-log in.',
  registrationAwaitingNext:
    'Pagkatapos mong i-beripika ang iyong email, susuriin ng isang Punong Administrator ang iyong pagpaparehistro; makakapag-log in ka kapag naaprubahan na ito.',
  adminApproved: 'Naaprubahan ang administrator.',
  adminRejected: 'Tinanggihan ang pagpaparehistro ng administrator.',
  headAdminOnly: 'Punong Administrator lamang ang maaaring mamahala ng mga administrator.',
  emailInvalid: 'Maglagay ng wastong email address.',
  usernameInvalid: 'Ang username ay dapat 3 hanggang 30 character: mga titik, numero, tuldok o underscore.',
  contactNumberInvalid: 'Maglagay ng wastong numero ng telepono.',
  adminDobInvalid: 'Maglagay ng wastong petsa ng kapanganakan.',
  adminNotFound: 'Hindi nakita ang administrator.',
  adminCannotChangeSelf: 'Hindi mo maaaring baguhin ang pag-apruba ng sarili mong account.',
  passwordPolicy:
    'Ang password ay dapat hindi bababa sa 8 character na may malaking titik, maliit na titik, numero, at/o espesyal na character',

  genericError: 'Nagkaroon ng error. Pakisubukang muli.',
  serviceUnavailable:
    'Hindi maabot ng portal ang database nito sa ngayon. Walang na-save. Pakisubukang muli maya-maya.',
  notAuthenticated: 'Hindi ka naka-log in! Mag-log in muli.',
  notAnAdmin: 'Walang access ang iyong account sa mga pahina ng admin.',
  invalidInput: 'May kulang o maling field. Pakisuri ang form.',
  requestTooLarge:
    'Masyadong malaki ang kahilingang ito. Magpadala ng mas maliliit na file o mas maikling teksto.',
  textNotAllowed: 'Alisin ang mga control o text-direction character sa tekstong ito.',
  textTooLong: 'Hanggang {{0}} character lamang.',
  fieldTooLong: 'Ang {{0}} ay hanggang {{1}} character lamang.',
  notFound: 'Hindi nakita.',
  rateLimited: 'Masyadong maraming kahilingan. Maghintay sandali at subukang muli.',
  crossSiteRequest:
    'Hindi galing sa portal ang kahilingang ito kaya tinanggihan. Gamitin ang mismong portal.',
  unsupportedMediaType: 'Dapat ipadala ang kahilingang ito bilang JSON o form data.',
  idempotencyKeyInvalid: 'Ang Idempotency-Key header ay dapat 1 hanggang 200 nakikitang ASCII character.',
  idempotencyKeyReused:
    'Nagamit na ang Idempotency-Key na ito sa ibang kahilingan. Magpadala ng bagong key kasama ng bagong kahilingan.',
  memberDataNotLoaded: 'Hindi na-load ang datos ng miyembro. Pakisubukang muli.',
  dataStillLoading: 'Naglo-load pa ang datos. Pakisubukang muli maya-maya.',

  memberNotFound: 'Hindi nakita ang miyembro.',
  memberRegistered: 'Matagumpay na nairehistro ang miyembro!',
  memberRegistering: 'Inirerehistro ang miyembro, sandali lamang...',
  memberArchived: 'Matagumpay na na-archive ang miyembro.',
  memberArchiveFailed: 'Hindi na-archive ang miyembro.',
  memberRestored: 'Matagumpay na naibalik ang miyembro.',
  memberRestoreFailed: 'Hindi naibalik ang miyembro.',
  memberAlreadyArchived: 'Naka-archive ang miyembrong ito.',
  noMembersFound: 'Walang nakitang miyembro.',
  profileUpdated: 'Matagumpay na na-update ang profile!',
  duplicateIdNumber: 'May miyembro nang may ganitong Numero ng ID.',
  duplicateReferenceNumber: 'May miyembro nang may ganitong Reference Number.',
  duplicateNameBirthdateAddress:
    'May miyembro nang may parehong pangalan, petsa ng kapanganakan, at tirahan.',
  registrationDateOutOfWindow:
    'Ang petsa ng pagpaparehistro ay dapat mula isang taon na ang nakalipas hanggang ngayon.',
  imageWrongType: 'PNG at JPG na larawan lamang ang tinatanggap.',
  idPictureTooLarge: 'Ang larawan sa ID ay dapat 5MB o mas maliit.',
  signatureTooLarge: 'Ang e-signature ay dapat 2MB o mas maliit.',
  memberNotArchived: 'Hindi naka-archive ang miyembrong ito.',
  newMemberNotificationTitle: 'Bagong miyembrong nairehistro',
  newMemberNotification: 'Nairehistro si {{0}} ({{1}}) bilang miyembro.',
  importNotificationTitle: 'Mga miyembrong na-import',
  importNotification: '{{0}} miyembro ang na-import mula sa {{1}} ni {{2}}.',
  expiredNotificationTitle: 'Tapos na ang membership',
  expiredNotification: 'Tapos na ang membership. Maaari itong i-renew sa Pag-renew ng Membership.',
  noClaimsNotificationTitle: 'Walang claim sa loob ng isang taon',
  noClaimsNotification: 'Lumipas ang isang taon ng membership na ito nang walang claim.',
  highClaimsNotificationTitle: 'Mataas na claim',
  highClaimsNotification: 'Umabot na sa {{0}} o higit pa ang kabuuang na-claim.',
  limitWarningNotificationTitle: 'Malapit nang maabot ang limit ng serbisyo',
  limitReachedNotificationTitle: 'Naabot na ang limit ng serbisyo',
  limitWarningNotification: '{{0}}: {{1}} sa {{2}} ang nagamit ({{3}}%) sa kasalukuyang panahon.',
  limitWarningCard: 'Babala sa limit: {{0}}% ang nagamit',
  notificationNotFound: 'Hindi nakita ang abiso.',
  noNotifications: 'Walang abiso.',
  beneficiaryNotFound: 'Hindi nakita ang benepisyaryo.',
  beneficiaryAlreadyRemoved: 'Naalis na ang benepisyaryong ito.',

  beneficiaryRequiredFields: 'Punan ang lahat ng kailangang field.',
  beneficiaryAlreadyRegistered: 'Nakarehistro na ang benepisyaryong ito.',
  beneficiaryAlreadyAdded: 'Naidagdag na ang benepisyaryong ito.',
  beneficiaryAdded: 'Matagumpay na naidagdag ang benepisyaryo!',
  noBeneficiariesFound: 'Walang nakitang benepisyaryo.',
  beneficiaryRemoved: 'Naalis ang benepisyaryo.',
  beneficiaryRemoveFailed: 'Hindi naalis ang benepisyaryo: {{0}}',
  onlyOneSpouse: 'Isang asawa lamang ang maaaring irehistro bilang benepisyaryo.',
  beneficiaryAgeLimit:
    'Ang edad ay hindi dapat lumampas sa 21 para sa Anak, Kapatid, o Iba pa maliban kung PWD ang benepisyaryo.',
  spouseOrderRequired: 'Piliin ang pagkakasunod ng asawa.',
  maximumWives:
    'Hanggang 4 na asawa lamang ang maaaring magkaroon ang lalaking Muslim ayon sa batas ng Shari’a.',

  claimRequiredFields: 'Punan ang lahat ng kailangang field.',
  claimInvalidServiceType: 'Hindi wasto ang napiling uri ng serbisyo.',
  claimFullyUtilized: 'Nagamit na nang buo ang serbisyong ito (naabot ang limit).',
  serviceLimitReached: 'naabot ang limit',
  claimExceedsRemaining: 'Lumampas ang halaga sa natitirang limit. Pinakamataas na maaari: {{0}}',
  claimAmountNotPositive: 'Ang halaga ay dapat higit sa zero.',
  claimDuplicate: 'Na-claim na ang serbisyong ito.',
  claimBeneficiaryRequired: 'Pumili ng benepisyaryo.',
  claimSeniorOnly: 'Ang maintenance na gamot ay para lamang sa mga senior citizen (60 taong gulang pataas).',
  memberRenewed: 'Matagumpay na na-renew ang membership.',
  renewalArchived: 'Hindi maaaring i-renew ang naka-archive na miyembro. Ibalik muna ang miyembro.',
  renewalNotOpen:
    'Hindi pa maaaring i-renew ang membership na ito: magbubukas ang pag-renew sa {{0}}, 60 araw bago ito matapos.',
  noRenewalsDue: 'Walang membership na kailangang i-renew.',
  noWorklistMembers: 'Walang membership na magtatapos sa loob ng susunod na 30 araw.',
  noRenewals: 'Hindi pa na-renew ang membership na ito.',
  claimMembershipExpired: 'Tapos na ang membership. I-renew ang membership upang maka-claim ng serbisyo.',
  claimDateOutOfRange:
    'Ang petsa ng serbisyo ay dapat mula sa petsa ng pagpaparehistro hanggang ngayon, bago ang petsa ng pagtatapos.',
  claimLabProcedureRequired: 'Piliin ang laboratory procedure.',
  claimAmountInvalid: 'Ilagay ang halaga sa piso na may hanggang 2 decimal.',
  claimSuccess: 'Matagumpay na na-claim ang serbisyo!',
  claimVoided: 'Na-void ang claim. Hindi na ito bibilang sa limit.',
  claimVoidedForCorrection: 'Na-void ang claim. Itala ang itinamang claim.',
  claimCorrected: 'Naitama ang claim.',
  claimVoidNotAllowed:
    'Punong admin lamang, o ang admin na nagtala ng claim na ito sa parehong araw, ang maaaring mag-void nito.',
  claimVoidReasonRequired: 'Ibigay ang dahilan ng pag-void ng claim na ito.',
  claimAlreadyVoided: 'Na-void na ang claim na ito.',
  claimNotFound: 'Hindi nakita ang claim.',
  claimCorrectsUnknown:
    'Ang claim na itatama ay dapat na-void na claim ng miyembrong ito na hindi pa naitatama.',
  limitsUpdated: 'Matagumpay na na-update ang mga limit ng serbisyo!',
  limitsSaveFailed: 'Hindi na-save ang mga limit ng serbisyo. Pakisubukang muli.',
  limitOutOfRange: 'Ang bawat maximum ay dapat mula ₱0 hanggang {{0}}.',
  noClaimedServices: 'Walang nakitang na-claim na serbisyo.',

  scanNoMember: 'Walang miyembrong nakita para sa QR code na ito.',
  scanInvalidFormat: 'Hindi wasto ang format ng QR code o walang nakitang reference number.',
  scanCameraNotFound: 'Walang nakitang camera.',
  scanCameraDenied:
    'Tinanggihan ang access sa camera. Payagan ang camera para sa site na ito sa settings ng browser at subukang muli.',
  scanCameraInUse: 'Ginagamit ng ibang application ang camera. Isara ito at subukang muli.',
  scanUnsupportedImage: 'Hindi suportadong uri ng larawan.',
  scanNoQrCode: 'Walang nakitang QR code',
  scanArchivedMember: 'Naka-archive ang miyembrong ito.',
  scanTimeout:
    'Walang QR code na nabasa sa loob ng 10 segundo. Panatilihing nakikita ang code o ihinto ang camera.',
  publicNoMember: 'Walang nakitang miyembro',
  scanIdle: 'Pindutin ang Simulan ang Camera at itapat ang QR code ng miyembro sa camera.',
  scanStarting: 'Sinisimulan ang camera…',
  scanScanning: 'Nag-i-scan… itapat nang hindi gumagalaw ang QR code sa camera.',
  scanStopped: 'Nakahinto ang camera.',
  scanReadingImage: 'Binabasa ang QR code sa larawan…',
  scanLookingUp: 'Nakita ang QR code. Hinahanap ang miyembro…',
  scanOpeningProfile: 'Nakita ang miyembro: {{0}}. Binubuksan ang profile…',
  scanArchivedMemberDetail:
    'Nakalista si {{0}} sa Mga Naka-archive na Miyembro, kung saan maaaring ibalik ang miyembro.',
  publicNoMemberDetail: 'Hindi tugma ang QR code na ito sa kasalukuyang miyembro ng programa.',
  publicEnterReference: 'Ilagay ang reference number',
  publicEnterReferenceDetail:
    'I-type ang reference number na nakalimbag sa ilalim ng QR code sa card ng miyembro, o i-scan ang code.',
  referenceNumberRequired: 'Ilagay ang reference number na nakalimbag sa ilalim ng QR code.',
  referenceNumberMalformed:
    'Ganito ang itsura ng reference number: REF-20250105-093000-1234. Pakisuri ang iyong tinype.',

  findMemberLabel: 'I-scan o i-type ang reference number, numero ng ID o pangalan',
  findMemberOpen: 'Maghanap ng miyembro',
  findNoMatch: 'Walang miyembrong tugma sa paghahanap na ito.',
  findSearching: 'Hinahanap…',
  findMatchesCount: '{{0}} miyembro ang nakita.',
  findArchived: 'Naka-archive',
  findShowAll: 'Ipakita ang lahat ng tugma sa Mga Rehistradong Miyembro',
  findTypedTitle: 'Handheld scanner o tinype na numero',
  findTypedHelp:
    'Itina-type dito ng handheld QR scanner ang code at pinipindot ang Enter. Maaari mo ring i-type ang reference number, numero ng ID o pangalan.',

  claimsReportRangeReversed: 'Ang petsang "Mula" ay dapat kapareho o bago ang petsang "Hanggang".',
  claimsReportRangeTooLong:
    'Hanggang {{0}} araw lamang ang saklaw ng petsa. Pumili ng mas maikling saklaw, o i-download nang isang taon bawat isa.',
  claimsReportDateInvalid: 'Maglagay ng wastong petsa.',
  noClaimsInRange: 'Walang claim na tugma sa mga petsa at filter na ito.',

  noActivityFound: 'Walang nakitang aktibidad.',
  activityOwnScope: 'Ipinapakita ang sarili mong aktibidad.',

  importRegistrationDateOutOfRange: 'Ang petsa ng pagpaparehistro ay dapat mula 2000-01-01 hanggang ngayon.',
  documentsMissing: 'Kulang ang mga dokumento',

  exportFailed: 'Hindi natuloy ang export',
  exportYearRange: 'Ang taon ay dapat mula 2000 hanggang 2100.',
  verifyNotUtf8: 'Hindi UTF-8 na teksto ang file.',
  verifyCutOff: 'Natatapos ang file sa gitna ng isang statement: naputol ito.',
  verifyNoCounts: 'Walang pangwakas na komento ang file na may bilang ng mga row: naputol ito.',
  verifyDidNotLoad: 'Hindi na-load ang file: {{0}}',
  verifyNotAnExport:
    'May statement ang file na hindi isinusulat ng export: binago ito o hindi ito export_all.sql, kaya hindi ito na-load.',
  verifyNeedsCreatedb:
    'Kailangan ng Verify ng pahintulot na gumawa ng scratch database sa PostgreSQL server (CREATEDB).',
};
