import type { rashis } from "@sagpan/contract";
import { list } from "./list.ts";

/** Given names common in Gujarati families today (ASCII spellings, as members type them). */
export const maleFirstNames = list(`
  Aarav, Aditya, Akash, Amit, Ankit, Anuj, Arjun, Bhavin, Bhargav, Chintan, Chirag,
  Darshan, Deep, Devang, Dhaval, Dharmik, Dhruv, Divyesh, Gaurang, Hardik, Harsh, Harshil,
  Hemang, Hiren, Jainam, Jay, Jigar, Jignesh, Kalpesh, Karan, Keval, Kishan, Krunal, Kunal,
  Malay, Manan, Maulik, Meet, Mihir, Mitesh, Naitik, Neel, Nikunj, Nirav, Nisarg, Ojas,
  Parth, Pranav, Pratik, Pritesh, Rahul, Raj, Rohan, Ronak, Rushabh, Sagar, Samir, Saumil,
  Shivam, Smit, Tejas, Tirth, Umang, Utsav, Vatsal, Viral, Vishal, Yash, Yug, Zeel
`);

export const femaleFirstNames = list(`
  Aarti, Ami, Anjali, Avani, Bansari, Bhavika, Bhumi, Charmi, Darshana, Dhara, Dhruvi,
  Dhwani, Disha, Drashti, Ekta, Foram, Grishma, Heli, Hemangi, Hetal, Hinal, Isha, Jahnavi,
  Janki, Jinal, Kajal, Kavya, Khushi, Kinjal, Komal, Krupa, Kruti, Maitri, Mansi, Mira,
  Mitali, Namrata, Nidhi, Nirali, Niyati, Nupur, Palak, Pooja, Prachi, Prerna, Priyanka,
  Riddhi, Rinkal, Riya, Ruchi, Rutvi, Saloni, Sejal, Shivani, Shreya, Shruti, Siddhi,
  Sneha, Tanvi, Trupti, Urvi, Vaidehi, Vidhi, Vruti, Yesha, Zalak
`);

/**
 * Community surnames with a rough frequency weight. `jain` marks families where a Jain diet is
 * common, so diets follow surnames the way they do in real listings.
 */
export const surnames: readonly { name: string; weight: number; jain?: boolean }[] = [
  { name: "Patel", weight: 14 },
  { name: "Shah", weight: 8, jain: true },
  { name: "Desai", weight: 4 },
  { name: "Mehta", weight: 4, jain: true },
  { name: "Joshi", weight: 4 },
  { name: "Trivedi", weight: 3 },
  { name: "Pandya", weight: 3 },
  { name: "Bhatt", weight: 3 },
  { name: "Vyas", weight: 2 },
  { name: "Parikh", weight: 3, jain: true },
  { name: "Modi", weight: 2 },
  { name: "Thakkar", weight: 3 },
  { name: "Dave", weight: 3 },
  { name: "Chauhan", weight: 2 },
  { name: "Upadhyay", weight: 1 },
  { name: "Acharya", weight: 1 },
  { name: "Raval", weight: 1 },
  { name: "Soni", weight: 2 },
  { name: "Gandhi", weight: 2, jain: true },
  { name: "Sheth", weight: 2, jain: true },
  { name: "Kothari", weight: 1, jain: true },
  { name: "Doshi", weight: 2, jain: true },
  { name: "Sanghvi", weight: 1, jain: true },
  { name: "Vora", weight: 1 },
  { name: "Amin", weight: 2 },
  { name: "Gajjar", weight: 1 },
  { name: "Mistry", weight: 1 },
  { name: "Panchal", weight: 1 },
  { name: "Jadeja", weight: 1 },
  { name: "Solanki", weight: 1 },
  { name: "Parmar", weight: 1 },
  { name: "Vaghela", weight: 1 },
  { name: "Bhavsar", weight: 1 },
  { name: "Kapadia", weight: 1 },
  { name: "Chokshi", weight: 1, jain: true },
  { name: "Jani", weight: 1 },
  { name: "Oza", weight: 1 },
  { name: "Shukla", weight: 2 },
  { name: "Purohit", weight: 1 },
  { name: "Prajapati", weight: 1 },
  { name: "Nanavati", weight: 1 },
];

export const gotras = list(`
  Kashyap, Bharadwaj, Vashishtha, Vatsa, Gautam, Atri, Shandilya, Kaushik, Parashar, Garg,
  Angiras, Jamadagni, Vishwamitra, Agastya, Kaundinya, Upamanyu, Harit, Mudgal, Bhargav,
  Sankrutya
`);

/** Native towns that a mamkul (the mother's family) is usually named with. */
export const nativePlaces = list(`
  Vaso, Sojitra, Karamsad, Dharmaj, Bhadran, Unjha, Visnagar, Vadnagar, Sidhpur, Patan,
  Palanpur, Petlad, Borsad, Umreth, Dabhoi, Bardoli, Vyara, Amreli, Gondal, Dhoraji,
  Porbandar, Veraval, Mandvi, Bhuj, Modasa, Himmatnagar, Kapadvanj, Dholka, Viramgam,
  Limbdi, Wadhwan, Jetpur, Upleta
`);

/**
 * First letters traditionally tied to each rashi (the birth-name syllables, simplified), so the
 * few members with a birth name get one that fits their rashi.
 */
export const rashiInitials: Record<(typeof rashis)[number], readonly string[]> = {
  Mesh: ["A", "L", "E"],
  Vrushabh: ["B", "V", "U"],
  Mithun: ["K", "Chh", "Gh"],
  Kark: ["D", "H"],
  Sinh: ["M", "T"],
  Kanya: ["P", "Th", "N"],
  Tula: ["R", "T"],
  Vrushchik: ["N", "Y"],
  Dhanu: ["Bh", "Dh", "F"],
  Makar: ["Kh", "J"],
  Kumbh: ["G", "S", "Sh"],
  Meen: ["D", "Ch", "Z"],
};
