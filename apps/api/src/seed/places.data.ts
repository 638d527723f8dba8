import { list } from "./list.ts";

export type Region = "gujarat" | "india" | "abroad";

export interface City {
  name: string;
  region: Region;
  /** IANA zone, for members born there (Gun Milan needs the local birth time). */
  timezone: string;
  /** Relative share of members living there. */
  weight: number;
  /** Neighbourhoods members mention when describing a home there. */
  areas: readonly string[];
}

const IST = "Asia/Kolkata";

const inGujarat = (name: string, weight: number, areas = ""): City => ({
  name,
  region: "gujarat",
  timezone: IST,
  weight,
  areas: list(areas),
});
const inIndia = (name: string, weight: number, areas = ""): City => ({
  ...inGujarat(name, weight, areas),
  region: "india",
});
const abroad = (name: string, timezone: string, weight: number, areas = ""): City => ({
  name,
  region: "abroad",
  timezone,
  weight,
  areas: list(areas),
});

export const cities: readonly City[] = [
  inGujarat("Ahmedabad", 14, "Satellite, Bopal, Prahladnagar, Maninagar, Navrangpura, Vastrapur"),
  inGujarat("Surat", 10, "Adajan, Vesu, Piplod, Athwalines, Varachha, Pal"),
  inGujarat("Vadodara", 8, "Alkapuri, Gotri, Manjalpur, Karelibaug, Vasna Road"),
  inGujarat("Rajkot", 6, "Kalawad Road, Raiya Road, University Road, Mavdi"),
  inGujarat("Gandhinagar", 4, "Sector 21, Kudasan, Sargasan"),
  inGujarat("Bhavnagar", 3, "Waghawadi Road, Kalubha Road"),
  inGujarat("Jamnagar", 3, "Patel Colony, Park Colony"),
  inGujarat("Anand", 3, "Vallabh Vidyanagar, Bakrol"),
  inGujarat("Nadiad", 2),
  inGujarat("Junagadh", 2),
  inGujarat("Mehsana", 2),
  inGujarat("Navsari", 2),
  inGujarat("Valsad", 2),
  inGujarat("Bharuch", 2),
  inGujarat("Morbi", 2),
  inIndia("Mumbai", 8, "Ghatkopar, Borivali, Malad, Vile Parle, Mulund, Kandivali"),
  inIndia("Pune", 4, "Baner, Kothrud, Hinjewadi, Wakad"),
  inIndia("Bengaluru", 4, "Whitefield, HSR Layout, Koramangala"),
  inIndia("Hyderabad", 1),
  abroad("London", "Europe/London", 3, "Harrow, Wembley, Croydon"),
  abroad("Leicester", "Europe/London", 2, "Belgrave, Oadby"),
  abroad("New Jersey", "America/New_York", 3, "Edison, Jersey City, Iselin"),
  abroad("Chicago", "America/Chicago", 1),
  abroad("Toronto", "America/Toronto", 2, "Brampton, Mississauga"),
  abroad("Nairobi", "Africa/Nairobi", 1, "Parklands, Westlands"),
  abroad("Dubai", "Asia/Dubai", 2),
  abroad("Sydney", "Australia/Sydney", 1),
  abroad("Auckland", "Pacific/Auckland", 1),
];

export const citiesIn = (region: Region) => cities.filter((city) => city.region === region);
