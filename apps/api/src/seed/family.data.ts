import { list } from "./list.ts";

/** `{city}` and `{native}` are filled from the member's own places. */
export const fatherOccupations: readonly (readonly [string, number])[] = [
  ["Retired bank manager", 4],
  ["Runs a textile shop in {city}", 4],
  ["Diamond merchant", 2],
  ["Farmer with own land in {native}", 3],
  ["Retired government officer", 3],
  ["Chartered Accountant", 2],
  ["Practising physician", 1],
  ["Businessman - pharma distribution", 2],
  ["Civil contractor", 2],
  ["Retired school principal", 2],
  ["Jeweller", 2],
  ["Retired from GSRTC", 1],
  ["Professor, Gujarat University", 1],
  ["Runs a hardware store in {city}", 2],
  ["Import-export business", 2],
  ["Engineer at ONGC", 1],
  ["Owns a chemical trading firm", 1],
  ["Late (passed away in 2019)", 1],
];

export const motherOccupations: readonly (readonly [string, number])[] = [
  ["Homemaker", 24],
  ["School teacher", 5],
  ["Retired nurse", 2],
  ["Runs a boutique from home", 2],
  ["Bank officer", 2],
  ["Doctor (gynaecologist)", 1],
  ["LIC agent", 1],
  ["Homemaker, runs a small tiffin service", 2],
  ["Professor", 1],
  ["Beautician", 1],
  ["Anganwadi supervisor", 1],
];

/** Shown in "Hobbies and interests" as a comma list, and woven into the about-me text. */
export const hobbies = list(`
  garba during Navratri, cooking Gujarati thalis, reading novels, trekking, playing cricket,
  photography, travelling, Hindustani classical music, playing the tabla, painting, badminton,
  yoga, volunteering at the temple, stand-up comedy, baking, gardening, singing bhajans,
  swimming, chess, trying new recipes, cycling, watching cricket, old Bollywood songs,
  board games with cousins, kite flying on Uttarayan, Gujarati theatre, sketching, running,
  dance (Bharatanatyam), learning French, table tennis, road trips to Saurashtra, pottery
`);

/** `{area}`, `{city}` and `{native}` are filled from the member's places. */
export const propertyTemplates = [
  "Own 3 BHK flat in {area}, {city}",
  "Own 2 BHK flat in {area}, {city}",
  "Family bungalow in {area}, {city} and agricultural land near {native}",
  "Ancestral house in {native}; the family also owns a shop in {city}",
  "Family owns a row house in {area}, {city} and a plot in {native}",
  "Own house in {area}, {city}",
  "Family home in {native} and an office in {city}",
] as const;
