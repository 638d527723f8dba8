/** Terms and privacy text, English and Gujarati; `version` is what consents record. */
export const termsVersion = "2026-11-01";

export const termsSections = [
  {
    title: { en: "About Sagpan", gu: "સગપણ વિશે" },
    body: {
      en: "Sagpan is a matrimony service for our Gujarati community. It helps brides, grooms and their families find a life partner. It is for marriage only, not for dating or friendship.",
      gu: "સગપણ આપણા ગુજરાતી સમાજ માટેની લગ્ન સેવા છે. તે કન્યા, વર અને તેમના પરિવારને જીવનસાથી શોધવામાં મદદ કરે છે. આ સેવા માત્ર લગ્ન માટે છે, ડેટિંગ કે મિત્રતા માટે નહીં.",
    },
  },
  {
    title: { en: "Who may join", gu: "કોણ જોડાઈ શકે" },
    body: {
      en: "Brides must be at least 18 and grooms at least 21 years old, as Indian law requires. A parent, sibling, relative or friend may create and manage a profile with the consent of the person it describes.",
      gu: "ભારતીય કાયદા પ્રમાણે કન્યાની ઉંમર ઓછામાં ઓછી 18 વર્ષ અને વરની ઉંમર ઓછામાં ઓછી 21 વર્ષ હોવી જોઈએ. માતા-પિતા, ભાઈ-બહેન, સગાં કે મિત્ર જે વ્યક્તિની પ્રોફાઇલ હોય તેની સંમતિથી પ્રોફાઇલ બનાવી અને સંભાળી શકે છે.",
    },
  },
  {
    title: { en: "True details", gu: "સાચી માહિતી" },
    body: {
      en: "Everything in a profile must be true: name, age, marital status, education, work, income and family. Profiles found to be false are removed. Verification badges show which documents our team has checked.",
      gu: "પ્રોફાઇલમાંની બધી માહિતી સાચી હોવી જોઈએ: નામ, ઉંમર, વૈવાહિક સ્થિતિ, અભ્યાસ, કામ, આવક અને પરિવાર. ખોટી જણાયેલી પ્રોફાઇલ દૂર કરવામાં આવે છે. ચકાસણી બેજ બતાવે છે કે અમારી ટીમે કયા દસ્તાવેજો તપાસ્યા છે.",
    },
  },
  {
    title: { en: "Your privacy", gu: "તમારી ગોપનીયતા" },
    body: {
      en: "We use your details only to show your profile to other members and to run the service. Verification documents are seen only by you and our verification team. Contact details are shown only to verified members on a paid plan. We never sell your data.",
      gu: "અમે તમારી માહિતીનો ઉપયોગ માત્ર અન્ય સભ્યોને તમારી પ્રોફાઇલ બતાવવા અને સેવા ચલાવવા માટે કરીએ છીએ. ચકાસણી દસ્તાવેજો માત્ર તમે અને અમારી ચકાસણી ટીમ જ જોઈ શકે છે. સંપર્ક માહિતી માત્ર ચૂકવેલો પ્લાન ધરાવતા ચકાસાયેલ સભ્યોને જ બતાવવામાં આવે છે. અમે તમારી માહિતી ક્યારેય વેચતા નથી.",
    },
  },
  {
    title: { en: "Plans and payments", gu: "પ્લાન અને ચુકવણી" },
    body: {
      en: "Belief costs ₹499 a month or ₹4,999 a year; Trust costs ₹699 a month or ₹5,499 a year. A plan starts when the payment is confirmed and lasts 30 or 365 days. Payments are in Indian rupees.",
      gu: "બિલીફ પ્લાન મહિને ₹499 અથવા વર્ષે ₹4,999 છે; ટ્રસ્ટ પ્લાન મહિને ₹699 અથવા વર્ષે ₹5,499 છે. ચુકવણીની પુષ્ટિ થાય ત્યારે પ્લાન શરૂ થાય છે અને 30 અથવા 365 દિવસ ચાલે છે. ચુકવણી ભારતીય રૂપિયામાં થાય છે.",
    },
  },
  {
    title: { en: "Safety", gu: "સલામતી" },
    body: {
      en: "Meet new matches first in a public place with family. Never send money to anyone you met here. Block and report anyone who behaves badly; three reports hide a profile until our team decides.",
      gu: "નવા સંભવિત જીવનસાથીને પહેલી વાર પરિવાર સાથે જાહેર સ્થળે મળો. અહીં મળેલી કોઈ પણ વ્યક્તિને ક્યારેય પૈસા ન મોકલો. ખરાબ વર્તન કરનારને બ્લોક કરો અને તેની ફરિયાદ કરો; ત્રણ ફરિયાદો પછી અમારી ટીમ નિર્ણય ન લે ત્યાં સુધી પ્રોફાઇલ છુપાવવામાં આવે છે.",
    },
  },
  {
    title: { en: "Deleting your account", gu: "તમારું ખાતું કાઢી નાખવું" },
    body: {
      en: "You can delete your account at any time. Your profile, photos, documents, contacts, messages and interests are erased at once and cannot be recovered. We keep only what the law requires: the time and IP address of sign-up for one year, and payment records.",
      gu: "તમે કોઈ પણ સમયે તમારું ખાતું કાઢી શકો છો. તમારી પ્રોફાઇલ, ફોટા, દસ્તાવેજો, સંપર્કો, સંદેશા અને માગાં તરત જ ભૂંસાઈ જાય છે અને પાછા મેળવી શકાતા નથી. અમે માત્ર કાયદા મુજબ જરૂરી માહિતી રાખીએ છીએ: નોંધણીનો સમય અને IP સરનામું એક વર્ષ માટે, અને ચુકવણીના રેકોર્ડ.",
    },
  },
  {
    title: { en: "Grievances", gu: "ફરિયાદ નિવારણ" },
    body: {
      en: "If you have a complaint about a profile, a payment or how we handled your data, write to our grievance officer. We acknowledge within 24 hours and resolve within 15 days.",
      gu: "જો તમને કોઈ પ્રોફાઇલ, ચુકવણી કે અમે તમારી માહિતી કેવી રીતે સંભાળી તે વિશે ફરિયાદ હોય, તો અમારા ફરિયાદ અધિકારીને લખો. અમે 24 કલાકમાં જવાબ આપીએ છીએ અને 15 દિવસમાં નિવારણ કરીએ છીએ.",
    },
  },
];
