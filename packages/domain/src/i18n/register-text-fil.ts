/** Filipino of register-text.ts, key for key (terms: ../shared/design/GLOSSARY-fil.md). */
import type { CatalogueOf } from './catalogue.ts';
import type { registerText } from './register-text.ts';

export const registerTextFil: CatalogueOf<typeof registerText> = {
  documents: {
    terms: 'Mga Tuntunin at Kundisyon',
    privacy: 'Patakaran sa Privacy ng Datos',
  },
  close: 'Isara',
  roles: {
    head_admin: 'Punong Administrator',
    admin_assistant: 'Administrative Assistant',
    other: 'Iba pa',
  },
  consents: {
    title: 'Mga Pahintulot',
    intro:
      'Pakibasa ang {{terms}} at ang {{privacy}} bago lagyan ng tsek ang mga kahon sa ibaba. Kailangan ang lahat ng lima.',
    labels: {
      terms: 'Sumasang-ayon ako sa Mga Tuntunin at Kundisyon ng portal.',
      privacy: 'Sumasang-ayon ako sa Patakaran sa Privacy ng Datos.',
      processing:
        'Pumapayag ako sa pagproseso ng aking personal na datos para sa pangangasiwa ng aking account sa portal.',
      professional:
        'Tinatanggap ko ang aking propesyonal na pananagutan sa katumpakan at pagiging kumpidensiyal ng mga rekord na hinahawakan ko.',
      security:
        'Susundin ko ang mga obligasyon sa seguridad, kabilang ang paglilihim ng aking password at pag-sign out pagkatapos gumamit.',
    },
    names: {
      terms: 'Pahintulot sa Mga Tuntunin at Kundisyon',
      privacy: 'Pahintulot sa Patakaran sa Privacy ng Datos',
      processing: 'Pahintulot sa pagproseso ng personal na datos',
      professional: 'Pahintulot sa propesyonal na pananagutan',
      security: 'Pahintulot sa mga obligasyon sa seguridad',
    },
  },
};
