/**
 * Filipino of legal-text.ts, block for block (terms: ../shared/design/GLOSSARY-fil.md). The names of
 * laws, offices and bodies (Data Privacy Act of 2012, National Privacy Commission, City Health Office,
 * Data Protection Officer) stay as they are officially written.
 */
import type { CatalogueOf } from './catalogue.ts';
import type { legalText } from './legal-text.ts';

export const legalTextFil: CatalogueOf<typeof legalText> = {
  terms: {
    blocks: [
      { paragraph: '*Huling binago: {{date}}*' },
      {
        paragraph:
          'Pinamamahalaan ng Mga Tuntunin at Kundisyong ito ang paggamit ng Calapan City Health Assistance Portal (ang “Portal”), isang information system ng Pamahalaang Lungsod ng Calapan, Oriental Mindoro, na pinatatakbo ng City Health Office para sa pangangasiwa ng programa ng tulong pangkalusugan ng Lungsod. Sa pagpaparehistro para sa isang administrator account at sa paggamit ng Portal, tinatanggap mo ang mga tuntuning ito.',
      },
      { heading: '1. Awtorisadong paggamit lamang' },
      {
        list: [
          'Ang Portal ay magagamit lamang ng mga opisyal, empleyado at awtorisadong tauhan ng Pamahalaang Lungsod ng Calapan na kabilang sa mga tungkulin ang pangangasiwa ng programa ng tulong pangkalusugan, at pagkatapos lamang maaprubahan ng isang Punong Administrator ang kanilang account.',
          'Magagamit mo ang Portal para lamang sa mga opisyal na layunin: pagpaparehistro at pag-renew ng mga miyembro, pagtatala ng kanilang mga benepisyaryo, pagtatala ng mga na-claim na serbisyong medikal, pag-verify ng mga membership, at paghahanda ng mga ulat at export na hinihingi ng City Health Office.',
          'Hindi ka maaaring maghanap, kumopya, mag-print, mag-export o magbunyag ng anumang rekord dahil sa personal na pag-uusisa, para sa layuning pampulitika, pangkomersiyo o personal, o para sa sinumang hindi awtorisadong tumanggap nito.',
        ],
      },
      { heading: '2. Katumpakan ng mga rekord' },
      {
        list: [
          'Pananagutan mo ang katotohanan at pagkakumpleto ng impormasyong inilalagay mo. Maglagay lamang ng datos mula sa sariling mga dokumento o pahayag ng miyembro, suriin ang mga pangalan, petsa ng kapanganakan at numero ng ID bago mag-save, at itama ang isang pagkakamali sa sandaling mapansin mo ito.',
          'Dapat tumugma ang mga claim sa mga serbisyong talagang natanggap at may dokumento. Ipinagbabawal ang pagtatala ng gawa-gawa, pinalaki o dobleng claim, o ang paghahati ng isang claim upang malampasan ang limit ng isang serbisyo.',
          'Huwag irehistro nang dalawang beses ang isang miyembro o baguhin ang mga entry ng ibang kawani nang walang nakadokumentong dahilan.',
        ],
      },
      { heading: '3. Pagiging kumpidensiyal' },
      {
        list: [
          'Naglalaman ang mga rekord ng miyembro ng personal at sensitibong personal na impormasyon, kabilang ang impormasyong pangkalusugan. Dapat mong panatilihing kumpidensiyal ang mga ito habang at pagkatapos ng iyong pagtatrabaho, alinsunod sa Data Privacy Act of 2012 (Republic Act No. 10173) at sa Patakaran sa Privacy ng Datos ng Portal.',
          'Huwag iwanang bukas ang mga rekord sa screen na walang nagbabantay, huwag pag-usapan ang impormasyong pangkalusugan ng mga miyembro sa labas ng iyong opisyal na tungkulin, at itapon nang ligtas ang mga naka-print na ulat.',
          'Ang mga na-export na file ay dapat itago lamang sa kagamitan at storage na inaprubahan ng City Health Office.',
        ],
      },
      { heading: '4. Seguridad ng account' },
      {
        list: [
          'Personal ang iyong account. Huwag ibahagi ang iyong username o password, at huwag hayaang may ibang gumawa sa ilalim ng iyong account.',
          'Pumili ng matibay na password na hindi mo ginagamit sa iba, mag-sign out kapag tapos ka na, at gamitin lamang ang Portal sa mga device na pinapayagan kang gamitin para sa opisyal na trabaho.',
          'Iulat agad sa isang Punong Administrator o sa Data Protection Officer ang anumang hinihinalang pagkabunyag ng iyong password, nawalang device, o hindi pangkaraniwang aktibidad sa Portal.',
        ],
      },
      { heading: '5. Audit log at pagsubaybay' },
      {
        paragraph:
          'Itinatala ng Portal kung sino ang nag-sign in at kung ano ang tiningnan, ginawa, binago, in-archive o in-export, kasama ang petsa at oras. Ginagamit ang mga activity log na ito upang siyasatin ang mga pagkakamali at insidente, protektahan ang datos ng mga miyembro at ipakita ang pananagutan. Itinatago ang mga ito ayon sa nakasaad sa Patakaran sa Privacy ng Datos. Sa paggamit ng Portal, kinikilala mo ang pagsubaybay na ito.',
      },
      { heading: '6. Pag-apruba, pagsuspinde at pagwawakas ng access' },
      {
        paragraph:
          'Maaaring aprubahan o tanggihan ng isang Punong Administrator ang isang pagpaparehistro at maaari niyang suspindihin o wakasan ang isang account anumang oras, lalo na kapag nagbago ang iyong assignment, umalis ka sa serbisyo, o lumabag ka sa mga tuntuning ito. Nagtatapos ang iyong access kapag natapos ang iyong pagtatrabaho o assignment sa programa.',
      },
      { heading: '7. Mga parusa' },
      {
        paragraph:
          'Ang paglabag sa mga tuntuning ito ay maaaring humantong sa pagsuspinde o pag-alis ng iyong access at sa mga administratibong paglilitis sa ilalim ng mga tuntunin ng Civil Service. Ang hindi awtorisadong pagproseso, access dahil sa kapabayaan, hindi wastong pagtatapon, hindi awtorisadong pagbubunyag o iba pang gawaing pinarurusahan ng Republic Act No. 10173, at mga gawaing pinarurusahan ng Cybercrime Prevention Act of 2012 (Republic Act No. 10175) o ng iba pang batas, ay maaari ring humantong sa pananagutang sibil at kriminal.',
      },
      { heading: '8. Pagiging available at mga pagbabago' },
      {
        paragraph:
          'Maaaring pansamantalang ihinto ng City Health Office ang Portal para sa maintenance at maaari nitong baguhin ang mga tuntuning ito. Ipapaalam sa Portal ang mahahalagang pagbabago; ang patuloy na paggamit pagkatapos ng anunsiyo ay nangangahulugang tinatanggap mo ang binagong mga tuntunin.',
      },
      { heading: '9. Mga tanong' },
      {
        paragraph:
          'Maaaring ipadala ang mga tanong tungkol sa mga tuntuning ito sa City Health Office ng Lungsod ng Calapan o sa Data Protection Officer na binanggit sa Patakaran sa Privacy ng Datos.',
      },
    ],
  },
  privacy: {
    blocks: [
      {
        paragraph:
          'Iginagalang ng Pamahalaang Lungsod ng Calapan ang iyong privacy at pinoprotektahan nito ang personal na datos alinsunod sa Data Privacy Act of 2012 (Republic Act No. 10173, ang “DPA”), sa Implementing Rules and Regulations (IRR) nito, at sa mga inilabas ng National Privacy Commission (NPC). Ipinaliliwanag ng patakarang ito kung paano pinoproseso ang personal na datos sa Calapan City Health Assistance Portal (ang “Portal”).',
      },
      { heading: '1. Personal information controller' },
      {
        paragraph:
          'Ang personal information controller ay ang Pamahalaang Lungsod ng Calapan, Oriental Mindoro, sa pamamagitan ng City Health Office, na nagpapatakbo ng Portal at ng programa ng tulong pangkalusugan. Ang mga service provider na nagho-host o nagpapanatili ng Portal ay kumikilos lamang bilang personal information processor sa ilalim ng nakasulat na kasunduan at ayon sa mga tagubilin ng Lungsod.',
      },
      { heading: '2. Personal na datos na aming pinoproseso' },
      {
        paragraph:
          '**Tungkol sa mga kawani (mga administrator):** pangalan, gitnang pangalan, apelyido at apelyido noong dalaga; petsa ng kapanganakan; kasarian; katayuang sibil; numero ng telepono; username; email address; tungkulin sa programa; mga ibinigay na pahintulot; password na ligtas na naka-hash (hindi kailanman ang mismong password); katayuan ng pag-apruba; at mga tala ng pag-sign in at ng mga ginawa sa Portal (mga activity log), kasama ang petsa, oras at network address.',
      },
      {
        paragraph:
          '**Tungkol sa mga miyembro at kanilang mga benepisyaryo:** mga pangalan, numero ng ID, reference number, petsa ng kapanganakan, edad, kasarian, katayuang sibil, tirahan, numero ng telepono, larawan sa ID, elektronikong lagda at QR code ng miyembro; mga pangalan, petsa ng kapanganakan, kaugnayan at PWD status ng mga benepisyaryo; at ang mga na-claim na serbisyong medikal, kasama ang institusyon, halaga at petsa.',
      },
      {
        paragraph:
          'Ang impormasyong pangkalusugan, edad, katayuang sibil, katayuan ng kapansanan at mga identifier na inisyu ng pamahalaan ay **sensitibong personal na impormasyon** sa ilalim ng Seksiyon 3(l) ng DPA at tumatanggap ng pinakamataas na antas ng proteksiyon.',
      },
      { heading: '3. Mga layunin ng pagproseso' },
      {
        list: [
          'upang lumikha, mag-verify, mag-apruba at mag-secure ng mga account ng kawani at upang kontrolin ang access sa Portal;',
          'upang irehistro ang mga miyembro at benepisyaryo, tukuyin ang pagiging kwalipikado, itala at i-verify ang mga na-claim na serbisyong medikal batay sa mga limit ng programa, i-renew ang mga membership, at i-verify ang pagiging miyembro sa pamamagitan ng mga QR code;',
          'upang maghanda ng mga ulat at estadistika para sa pagpaplano, pagbabadyet, audit at pagsubaybay sa programa;',
          'upang magtago ng mga activity log para sa seguridad, pananagutan, pagsisiyasat ng mga insidente at pagsunod sa DPA at sa mga tuntunin ng audit.',
        ],
      },
      {
        paragraph:
          'Hindi ginagamit ang personal na datos sa anumang layuning salungat sa mga ito, at hindi ito kailanman ipinagbibili.',
      },
      { heading: '4. Batayang legal' },
      {
        list: [
          'Datos ng kawani: ang pagtupad sa iyong pagtatrabaho o kontrata sa Lungsod, ang pagsunod sa mga legal na obligasyon ng Lungsod, ang lehitimong interes ng Lungsod na pangalagaan ang seguridad ng mga sistema nito (Seksiyon 12(b), (c) at (f) ng DPA), at ang iyong pahintulot para sa pagprosesong inilarawan sa patakarang ito.',
          'Datos ng miyembro at benepisyaryo: ang pagtupad sa mandato ng Lungsod na maghatid ng mga serbisyong pangkalusugan at benepisyong panlipunan sa mga nasasakupan nito at ang pahintulot ng miyembro (Seksiyon 12(a) at (e), at Seksiyon 13(a), (b) at (c) para sa sensitibong personal na impormasyon, kabilang ang pagprosesong itinakda ng mga batas at regulasyon at para sa medikal na paggamot).',
        ],
      },
      { heading: '5. Pagbabahagi at pagbubunyag' },
      {
        paragraph:
          'Ang personal na datos ay maa-access lamang ng mga aprubadong kawani na nangangailangan nito sa kanilang mga tungkulin. Maaari itong ibahagi sa iba pang tanggapan ng Pamahalaang Lungsod ng Calapan na kasangkot sa programa, sa Commission on Audit at iba pang ahensiya ng pamahalaan kapag hinihingi ng batas o ng isang legal na utos, at sa mga service provider na nagho-host at nagpapanatili ng Portal sa ilalim ng mga kasunduan sa pagbabahagi ng datos o outsourcing na tumutugon sa mga kinakailangan ng NPC. Ang pampublikong pahina ng QR code ay nagpapakita lamang ng buong pangalan, reference number, katayuan ng membership at mga petsa ng miyembro — hindi kailanman ang impormasyong pangkalusugan, mga numero ng ID, mga tirahan o mga benepisyaryo.',
      },
      { heading: '6. Mga hakbang pangseguridad' },
      {
        list: [
          'Pang-organisasyon: isang itinalagang Data Protection Officer; pag-apruba ng isang Punong Administrator sa bawat account ng kawani; mga pangakong panatilihin ang pagiging kumpidensiyal; pagsasanay; at ang patakarang ito at ang Mga Tuntunin at Kundisyon.',
          'Pisikal: ang mga kagamitan ng Portal at mga na-export na file ay itinatago sa mga tanggapang kontrolado ang pagpasok at sa aprubadong storage.',
          'Teknikal: mga naka-encrypt na koneksiyon (HTTPS); mga password na nakatago lamang bilang salted hash; pag-verify ng email; limit sa dalas ng pag-sign in; access ayon sa tungkulin; mga larawan ng miyembro na ipinapakita lamang sa mga naka-sign in na kawani; pagtatala ng aktibidad; regular na backup; at agarang mga update sa seguridad.',
        ],
      },
      { heading: '7. Pagtatago at pagtatapon' },
      {
        list: [
          'Ang mga activity log ay itinatago nang 12 buwan, saka binubura.',
          'Ang datos ng account ng kawani ay itinatago habang may hawak kang account at hanggang 5 taon pagkatapos ng pagtatapos ng iyong pagtatrabaho o assignment, upang masagot ang mga audit at pagsisiyasat, saka binubura o ginagawang anonimo.',
          'Ang mga rekord ng miyembro, benepisyaryo at claim ay itinatago hangga’t kinakailangan ng membership at ng mga tuntunin ng programa sa audit at pagtatago ng rekord, saka itinatapon alinsunod sa mga tuntunin ng National Archives of the Philippines.',
        ],
      },
      { paragraph: 'Ligtas ang pagtatapon upang hindi na mabasa o mabuo muli ang datos.' },
      { heading: '8. Mga paglabag sa seguridad ng personal na datos' },
      {
        paragraph:
          'Kung ang isang paglabag sa seguridad ng personal na datos na may kinalaman sa sensitibong personal na impormasyon o sa impormasyong maaaring magamit sa panloloko gamit ang pagkakakilanlan ng iba ay malamang na magdulot ng tunay na panganib ng malubhang pinsala, aabisuhan ng Lungsod ang National Privacy Commission at ang mga apektadong data subject sa loob ng pitumpu’t dalawang (72) oras mula nang malaman ang paglabag, ayon sa hinihingi ng NPC Circular No. 16-03 at ng mga sumunod dito. Isinasaad ng abiso ang uri ng paglabag, ang datos na sangkot, ang mga hakbang na ginawa, at kung sino ang dapat kontakin. Dapat iulat agad ng mga kawani sa Data Protection Officer ang anumang hinihinalang paglabag.',
      },
      { heading: '9. Ang iyong mga karapatan bilang data subject' },
      { paragraph: 'Sa ilalim ng DPA, may karapatan ka:' },
      {
        list: [
          'na malaman kung pinoproseso at kung paano pinoproseso ang iyong personal na datos;',
          'na ma-access ang iyong personal na datos at makakuha ng kopya nito;',
          'na tumutol sa pagproseso, kabilang ang pagprosesong batay sa pahintulot;',
          'na maitama ang hindi tumpak o hindi kumpletong datos (rectification);',
          'na masuspinde, maurong, ma-block, maalis o masira ang iyong datos kapag pinahihintulutan ng batas (erasure);',
          'sa data portability, kung naaangkop;',
          'na mabayaran para sa mga pinsalang dulot ng hindi tumpak, labag sa batas na nakuha o hindi awtorisadong paggamit ng datos; at',
          'na magsampa ng reklamo sa National Privacy Commission.',
        ],
      },
      {
        paragraph:
          'Maaaring malimitahan ang ilang karapatan kapag ang pagproseso ay hinihingi ng batas o ng mga pampublikong tungkulin ng Lungsod. Ang pag-urong ng iyong pahintulot bilang kawani ay nangangahulugang hindi na mapapanatili ang iyong account.',
      },
      { heading: '10. Kontak: Data Protection Officer' },
      {
        paragraph:
          'Data Protection Officer, City Health Office, Pamahalaang Lungsod ng Calapan, Oriental Mindoro\nEmail: **{{dpoEmail}}**\n*(Pansamantalang address — ilalathala rito ng Pamahalaang Lungsod ng Calapan ang opisyal na contact details ng Data Protection Officer bago gamitin ang Portal.)*',
      },
      {
        paragraph: 'Maaari mo ring kontakin ang National Privacy Commission sa **www.privacy.gov.ph**.',
      },
    ],
  },
};
