/** Filipino of settings-text.ts (issue 26), key for key; terms as in GLOSSARY-fil.md. */
import type { CatalogueOf } from './catalogue.ts';
import type { settingsText } from './settings-text.ts';

export const settingsTextFil: CatalogueOf<typeof settingsText> = {
  page: {
    title: 'Mga Setting',
    description:
      'Ang opisinang nakasulat sa mga resibo, ang address na pinupuntahan ng mga QR code at ang mga limit ng serbisyo ng programa. Nakatala sa Talaan ng Gawain ang bawat pagbabago.',
  },
  office: {
    title: 'Mga detalye ng opisina',
    description: 'Nakalimbag sa itaas ng bawat acknowledgment receipt.',
    loading: 'Kinukuha ang mga detalye ng opisina',
    loadFailed: 'Hindi makuha ang mga detalye ng opisina.',
    saved: 'Na-save noong {{when}}.',
    notSaved: 'Hindi pa naka-save',
    fromEnvironment:
      'Ipinapakita mula sa settings ng server (OFFICE_NAME, OFFICE_ADDRESS, OFFICE_PHONE) hangga’t hindi mo sine-save.',
    save: 'I-save ang mga detalye ng opisina',
    phoneOptional: 'Hindi kailangan. Maaaring paghiwalayin ng / ang dalawang numero.',
    characters: '{{length}} sa {{max}} na character',
  },
  address: {
    title: 'Public address',
    description: 'Kung saan humahantong ang mga QR code ng mga miyembro at ang mga link sa mga email.',
    loading: 'Kinukuha ang public address',
    loadFailed: 'Hindi makuha ang public address.',
    confirmed: 'Nakumpirma',
    notConfirmed: 'Hindi pa nakumpirma',
    sourceEnvironment: 'Itinakda ng PUBLIC_URL sa server: baguhin ito roon at i-restart ang portal.',
    sourceSaved: 'Kinumpirma ng isang punong administrator.',
    sourceFallback:
      'Hindi pa nakumpirma: ang sariling default ng portal. Kumpirmahin ang address na mabubuksan ng mga telepono ng mga miyembro.',
    change: 'Palitan ang address',
    confirm: 'Kumpirmahin ang address',
  },
  setup: {
    title: 'I-set up ang portal',
    description:
      'Minsan, bago ang mga unang QR code at resibo: ang opisinang nakasulat sa mga ito at ang address na pinupuntahan ng mga QR code ng mga miyembro.',
    loading: 'Kinukuha ang settings…',
    loadFailed: 'Hindi makuha ang settings.',
    done: 'Naka-set up na ang portal.',
    addressDescription:
      'Ang address na pinupuntahan ng mga QR code ng mga miyembro at ng mga link sa mga email: kung paano naaabot ng ibang computer at telepono ang portal na ito.',
    addressFixed: '{{address}} — itinakda ng PUBLIC_URL sa server.',
    addressLabel: 'Public address',
    addressHint:
      'Nakalagay na ang address na ginamit ng browser na ito. Gamitin ang network address ng server (tulad ng http://192.168.1.20:3000) o ang https name nito, hindi localhost.',
    localOnly:
      'Gumagana lamang ang address na ito sa mismong computer ng server: hindi mabubuksan sa mga telepono ng mga miyembro ang mga QR code na nakalimbag dito. Buksan ang portal mula sa ibang computer gamit ang network address ng server at doon ito i-set up, o i-type dito ang address na iyon.',
    check: 'Suriin ang address',
    checking: 'Sinusuri ang {{address}}…',
    checkOk: 'Sumasagot ang {{address}}: ito ang portal.',
    checkFailed:
      'Hindi sumagot ang {{address}} mula sa browser na ito. Suriin ang address, ang port at ang firewall ng server.',
    finish: 'Kumpirmahin at tapusin',
  },
  notice: {
    title: 'Hindi pa nakumpirma ang public address ng portal',
    body: 'Tumuturo sa {{address}} ang mga QR code at ang mga link sa mga email.',
    bodyLocalOnly:
      'Tumuturo sa {{address}} ang mga QR code at ang mga link sa mga email, na mabubuksan lamang ng mismong computer ng server.',
    confirm: 'Kumpirmahin ang address',
  },
};
