import Sanscript from "@indic-transliteration/sanscript";
import { hasGujaratiScript } from "./normalize.ts";

/**
 * Names and places in Gujarati script for Gujarati answers ("કૃપા હાલ અમદાવાદમાં રહે છે", not
 * "Krupa હાલ Ahmedabadમાં"). Profiles store names and cities as members type them, in Latin
 * letters, and hold no Gujarati spelling; so: the community's cities and surnames from a table
 * (their spelling is not guessable: Patel is પટેલ with a retroflex ṭ, Anand is આણંદ), and given
 * names by rule through Sanscript (already the answerer's transliterator), with the few common
 * names the rule gets wrong in a table. Text already in Gujarati script is kept as typed.
 */

const places: Record<string, string> = {
  // Gujarat: the cities members live in, then the native towns a mamkul is named with.
  ahmedabad: "અમદાવાદ",
  amdavad: "અમદાવાદ",
  surat: "સુરત",
  vadodara: "વડોદરા",
  baroda: "વડોદરા",
  rajkot: "રાજકોટ",
  gandhinagar: "ગાંધીનગર",
  bhavnagar: "ભાવનગર",
  jamnagar: "જામનગર",
  anand: "આણંદ",
  nadiad: "નડિયાદ",
  junagadh: "જૂનાગઢ",
  mehsana: "મહેસાણા",
  navsari: "નવસારી",
  valsad: "વલસાડ",
  bharuch: "ભરૂચ",
  morbi: "મોરબી",
  vapi: "વાપી",
  ankleshwar: "અંકલેશ્વર",
  godhra: "ગોધરા",
  gandhidham: "ગાંધીધામ",
  surendranagar: "સુરેન્દ્રનગર",
  palitana: "પાલીતાણા",
  botad: "બોટાદ",
  dahod: "દાહોદ",
  kheda: "ખેડા",
  kutch: "કચ્છ",
  vaso: "વસો",
  sojitra: "સોજિત્રા",
  karamsad: "કરમસદ",
  dharmaj: "ધર્મજ",
  bhadran: "ભાદરણ",
  unjha: "ઊંઝા",
  visnagar: "વિસનગર",
  vadnagar: "વડનગર",
  sidhpur: "સિદ્ધપુર",
  patan: "પાટણ",
  palanpur: "પાલનપુર",
  petlad: "પેટલાદ",
  borsad: "બોરસદ",
  umreth: "ઉમરેઠ",
  dabhoi: "ડભોઈ",
  bardoli: "બારડોલી",
  vyara: "વ્યારા",
  amreli: "અમરેલી",
  gondal: "ગોંડલ",
  dhoraji: "ધોરાજી",
  porbandar: "પોરબંદર",
  veraval: "વેરાવળ",
  mandvi: "માંડવી",
  bhuj: "ભુજ",
  modasa: "મોડાસા",
  himmatnagar: "હિંમતનગર",
  kapadvanj: "કપડવંજ",
  dholka: "ધોળકા",
  viramgam: "વિરમગામ",
  limbdi: "લીંબડી",
  wadhwan: "વઢવાણ",
  jetpur: "જેતપુર",
  upleta: "ઉપલેટા",
  gujarat: "ગુજરાત",
  // India
  mumbai: "મુંબઈ",
  bombay: "મુંબઈ",
  pune: "પુણે",
  bengaluru: "બેંગલુરુ",
  bangalore: "બેંગલુરુ",
  hyderabad: "હૈદરાબાદ",
  delhi: "દિલ્હી",
  "new delhi": "નવી દિલ્હી",
  chennai: "ચેન્નઈ",
  kolkata: "કોલકાતા",
  indore: "ઇન્દોર",
  jaipur: "જયપુર",
  udaipur: "ઉદયપુર",
  nashik: "નાશિક",
  india: "ભારત",
  // Abroad, where the community's families live
  london: "લંડન",
  leicester: "લેસ્ટર",
  "new jersey": "ન્યૂ જર્સી",
  "new york": "ન્યૂ યૉર્ક",
  chicago: "શિકાગો",
  houston: "હ્યુસ્ટન",
  atlanta: "એટલાન્ટા",
  california: "કેલિફોર્નિયા",
  toronto: "ટોરોન્ટો",
  brampton: "બ્રામ્પ્ટન",
  mississauga: "મિસિસૉગા",
  vancouver: "વાનકુવર",
  nairobi: "નૈરોબી",
  mombasa: "મોમ્બાસા",
  kampala: "કમ્પાલા",
  dubai: "દુબઈ",
  singapore: "સિંગાપોર",
  sydney: "સિડની",
  melbourne: "મેલબર્ન",
  auckland: "ઑકલેન્ડ",
  usa: "અમેરિકા",
  america: "અમેરિકા",
  uk: "યુકે",
  canada: "કેનેડા",
  australia: "ઑસ્ટ્રેલિયા",
};

const surnames: Record<string, string> = {
  patel: "પટેલ",
  shah: "શાહ",
  desai: "દેસાઈ",
  mehta: "મહેતા",
  joshi: "જોશી",
  trivedi: "ત્રિવેદી",
  pandya: "પંડ્યા",
  bhatt: "ભટ્ટ",
  vyas: "વ્યાસ",
  parikh: "પરીખ",
  modi: "મોદી",
  thakkar: "ઠક્કર",
  dave: "દવે",
  chauhan: "ચૌહાણ",
  upadhyay: "ઉપાધ્યાય",
  acharya: "આચાર્ય",
  raval: "રાવલ",
  soni: "સોની",
  gandhi: "ગાંધી",
  sheth: "શેઠ",
  kothari: "કોઠારી",
  doshi: "દોશી",
  sanghvi: "સંઘવી",
  vora: "વોરા",
  amin: "અમીન",
  gajjar: "ગજ્જર",
  mistry: "મિસ્ત્રી",
  panchal: "પંચાલ",
  jadeja: "જાડેજા",
  solanki: "સોલંકી",
  parmar: "પરમાર",
  vaghela: "વાઘેલા",
  bhavsar: "ભાવસાર",
  kapadia: "કાપડિયા",
  chokshi: "ચોકસી",
  jani: "જાની",
  oza: "ઓઝા",
  shukla: "શુક્લ",
  purohit: "પુરોહિત",
  prajapati: "પ્રજાપતિ",
  nanavati: "નાણાવટી",
  rana: "રાણા",
  rathod: "રાઠોડ",
  makwana: "મકવાણા",
  dalal: "દલાલ",
  thakor: "ઠાકોર",
  chaudhary: "ચૌધરી",
  barot: "બારોટ",
  suthar: "સુથાર",
  zaveri: "ઝવેરી",
  majmudar: "મજમુદાર",
  brahmbhatt: "બ્રહ્મભટ્ટ",
  dholakia: "ધોળકિયા",
  lakhani: "લાખાણી",
  savani: "સવાણી",
};

/** Common given names whose sound the spelling hides (a long "a" typed as "a", and the like). */
const givenNames: Record<string, string> = {
  aarti: "આરતી",
  aditya: "આદિત્ય",
  akash: "આકાશ",
  anjali: "અંજલિ",
  bhargav: "ભાર્ગવ",
  bhavika: "ભાવિકા",
  bhavin: "ભાવિન",
  bhumi: "ભૂમિ",
  charmi: "ચાર્મી",
  chirag: "ચિરાગ",
  deep: "દીપ",
  devang: "દેવાંગ",
  dhara: "ધારા",
  dharmik: "ધાર્મિક",
  dhwani: "ધ્વનિ",
  drashti: "દ્રષ્ટિ",
  ekta: "એકતા",
  gaurang: "ગૌરાંગ",
  grishma: "ગ્રીષ્મા",
  hardik: "હાર્દિક",
  harsh: "હર્ષ",
  harshil: "હર્ષિલ",
  hemang: "હેમાંગ",
  hemangi: "હેમાંગી",
  isha: "ઈશા",
  jahnavi: "જાહ્નવી",
  jignesh: "જિજ્ઞેશ",
  janki: "જાનકી",
  kajal: "કાજલ",
  karan: "કરણ",
  kavya: "કાવ્યા",
  krunal: "કૃણાલ",
  kunal: "કુણાલ",
  mansi: "માનસી",
  meet: "મીત",
  mira: "મીરા",
  mitali: "મિતાલી",
  nirali: "નિરાલી",
  nupur: "નૂપુર",
  parth: "પાર્થ",
  pranav: "પ્રણવ",
  pratik: "પ્રતીક",
  raj: "રાજ",
  prachi: "પ્રાચી",
  prerna: "પ્રેરણા",
  rahul: "રાહુલ",
  ruchi: "રુચિ",
  rushabh: "ઋષભ",
  rutvi: "ઋત્વી",
  sagar: "સાગર",
  samir: "સમીર",
  saloni: "સલોની",
  shivani: "શિવાની",
  tirth: "તીર્થ",
  vishal: "વિશાલ",
  vruti: "વૃતિ",
};

const key = (word: string) => word.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * A given name as typed in Latin letters → an optitrans spelling Sanscript reads, by the way
 * Gujarati families spell names in English: a final "a" is long (Krupa, Neha), a final consonant
 * keeps its inherent vowel (Dhruv → ધ્રુવ, not ધ્રુવ્), "kru", "tru", "vru" are the vowel ṛ
 * (કૃપા, તૃપ્તિ), "n" before a stop or a sibilant is a nasal mark (અંકિત, બંસરી), a final "i"
 * is long (અવની, હેત્વી) except in the Sanskrit -dhi and -ti names (નિધિ, શ્રુતિ).
 */
function toOptitrans(word: string): string {
  let w = word.toLowerCase();
  const rules: [RegExp, string][] = [
    [/chh/g, "Ch"],
    [/ksh/g, "x"],
    [/w/g, "v"],
    [/z/g, "jh"],
    [/f/g, "ph"],
    [/q/g, "k"],
    [/c(?!h)/g, "k"],
    [/ee|ii/g, "I"],
    [/oo|uu/g, "U"],
    [/aa/g, "A"],
    [/^([kgtpmvhnd])ru(?=[^aeiouAIU])/, "$1R"],
    [/n(?=[kgcjstdpb])/g, "M"],
    [/([^aeiouAIU])a$/, "$1A"],
    [/(?<!dh|[^r]t)i$/, "I"],
    [/([^aeiouAIUR])$/, "$1a"],
  ];
  for (const [from, to] of rules) w = w.replace(from, to);
  return w;
}

/**
 * Spellings made so far. Sanscript keeps the map of only its last pair of scripts, and the
 * answerer's own reading of a Gujarati question uses another pair, so a name spelled anew on
 * every answer would rebuild both maps each time; members' names repeat, so they are kept.
 */
const spelled = new Map<string, string>();

function byRule(word: string): string {
  if (!/^[a-z]+$/i.test(word)) return word;
  const known = spelled.get(word);
  if (known !== undefined) return known;
  const gujarati = Sanscript.t(toOptitrans(word), "optitrans", "gujarati") as string;
  if (spelled.size >= 10_000) spelled.clear();
  spelled.set(word, gujarati);
  return gujarati;
}

/** Each word from a table or by rule; anything already in Gujarati script stays as typed. */
function convert(text: string, tables: Record<string, string>[]): string {
  if (!text.trim() || hasGujaratiScript(text)) return text;
  const whole = key(text);
  for (const table of tables) if (table[whole]) return table[whole] as string;
  return text.replace(/[A-Za-z]+/g, (word) => {
    const k = key(word);
    for (const table of tables) if (table[k]) return table[k] as string;
    return byRule(word);
  });
}

/** A person's name (given name, surname or both) in Gujarati script. */
export const nameInGujarati = (name: string) => convert(name, [givenNames, surnames, places]);

/** A city or place ("Satellite, Ahmedabad" part by part) in Gujarati script. */
export const placeInGujarati = (place: string) =>
  place
    .split(/(\s*,\s*)/)
    .map((part) => (part.includes(",") ? part : convert(part, [places, surnames, givenNames])))
    .join("");

/** Whether the tables hold a place or a name (the rest is spelled by rule). */
export const knownPlace = (place: string) => key(place) in places;
export const knownName = (name: string) => key(name) in givenNames || key(name) in surnames;
