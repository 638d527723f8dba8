import type { FeatureIcon } from "@sagpan/contract";

/**
 * The showcase's first cards, written once when the features table has none of them (fixed
 * ids, so a restart never adds a second copy and an admin's edits stay). Admins change them
 * in the console's Featured tab.
 */
export const defaultFeatures: {
  id: string;
  icon: FeatureIcon;
  titleEn: string;
  titleGu: string;
  bodyEn: string;
  bodyGu: string;
}[] = [
  {
    id: "verified-profiles",
    icon: "verified",
    titleEn: "Verified profiles",
    titleGu: "ચકાસાયેલી પ્રોફાઇલ",
    bodyEn:
      "Members upload an ID, job and income proof; our team checks each one by hand and the profile shows a badge for every proof checked.",
    bodyGu:
      "સભ્યો ઓળખપત્ર, નોકરી અને આવકનો પુરાવો મૂકે છે; અમારી ટીમ દરેક પુરાવો જાતે તપાસે છે અને તપાસાયેલા દરેક પુરાવા માટે પ્રોફાઇલ પર બેજ દેખાય છે.",
  },
  {
    id: "gun-milan",
    icon: "gun",
    titleEn: "Gun Milan",
    titleGu: "ગુણ મિલાન",
    bodyEn:
      "Add the birth date, time and place once, and every profile shows the Ashtakoot score out of 36, with Mangal dosh, before you send an interest.",
    bodyGu:
      "જન્મ તારીખ, સમય અને સ્થળ એક વાર ઉમેરો, અને માગું મોકલતાં પહેલાં દરેક પ્રોફાઇલ પર 36માંથી અષ્ટકૂટ ગુણ અને મંગળ દોષ દેખાય છે.",
  },
  {
    id: "privacy",
    icon: "privacy",
    titleEn: "Your privacy, your choice",
    titleGu: "તમારી ગોપનીયતા, તમારી પસંદગી",
    bodyEn:
      "Phone numbers and family contacts stay hidden until you accept. Block or report anyone in one tap, and delete your account whenever you wish.",
    bodyGu:
      "તમે સ્વીકારો ત્યાં સુધી ફોન નંબર અને પરિવારના સંપર્કો છુપા રહે છે. કોઈને પણ એક સ્પર્શમાં બ્લોક કે ફરિયાદ કરો, અને ઇચ્છો ત્યારે ખાતું કાઢી નાખો.",
  },
  {
    id: "family",
    icon: "family",
    titleEn: "Made for families",
    titleGu: "પરિવાર માટે બનાવેલું",
    bodyEn:
      "Parents, brothers and sisters can manage a profile, add family details and a printable biodata, the way matches are made in our samaj.",
    bodyGu:
      "માતા-પિતા, ભાઈ-બહેન પ્રોફાઇલ સંભાળી શકે, પરિવારની વિગતો અને છાપી શકાય તેવો બાયોડેટા ઉમેરી શકે, જેમ આપણા સમાજમાં સગપણ થાય છે.",
  },
  {
    id: "chat",
    icon: "chat",
    titleEn: "Interests and chat",
    titleGu: "માગાં અને વાતચીત",
    bodyEn:
      "Send an interest, and once it is accepted talk in a private chat. Nobody can message you without your yes.",
    bodyGu:
      "માગું મોકલો, અને તે સ્વીકારાય પછી ખાનગી વાતચીત કરો. તમારી હા વગર કોઈ તમને સંદેશ મોકલી શકતું નથી.",
  },
  {
    id: "plans",
    icon: "plans",
    titleEn: "Plans for every family",
    titleGu: "દરેક પરિવાર માટે પ્લાન",
    bodyEn:
      "Start free: build your profile and browse. A paid plan shows contact numbers, opens more chats and removes ads.",
    bodyGu:
      "મફતમાં શરૂ કરો: પ્રોફાઇલ બનાવો અને જુઓ. ચૂકવેલો પ્લાન સંપર્ક નંબર બતાવે છે, વધુ વાતચીત ખોલે છે અને જાહેરાતો દૂર કરે છે.",
  },
  {
    id: "assistant",
    icon: "assistant",
    titleEn: "A helper that answers",
    titleGu: "જવાબ આપતો સહાયક",
    bodyEn:
      "Ask the assistant how to verify a profile, what Gun Milan means or how plans work, in English or Gujarati, any time.",
    bodyGu:
      "પ્રોફાઇલ કેવી રીતે ચકાસવી, ગુણ મિલાન એટલે શું કે પ્લાન કેવી રીતે ચાલે છે, તે સહાયકને ગુજરાતી કે અંગ્રેજીમાં ગમે ત્યારે પૂછો.",
  },
  {
    id: "biodata",
    icon: "biodata",
    titleEn: "Biodata in one tap",
    titleGu: "એક સ્પર્શમાં બાયોડેટા",
    bodyEn:
      "Download a neat biodata of your profile to share with elders on WhatsApp or print for a family meeting.",
    bodyGu:
      "વડીલો સાથે વોટ્સએપ પર મોકલવા કે પરિવારની મુલાકાત માટે છાપવા, તમારી પ્રોફાઇલનો સુઘડ બાયોડેટા ડાઉનલોડ કરો.",
  },
];
