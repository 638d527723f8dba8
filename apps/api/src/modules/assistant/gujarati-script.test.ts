import { describe, expect, it } from "vitest";
import { femaleFirstNames, maleFirstNames, nativePlaces, surnames } from "../../seed/names.data.ts";
import { cities } from "../../seed/places.data.ts";
import { knownName, knownPlace, nameInGujarati, placeInGujarati } from "./gujarati-script.ts";

/** How Gujarati families write the community's common names (the seed's lists), checked by hand. */
const written: Record<string, string> = {
  Aarav: "આરવ",
  Aditya: "આદિત્ય",
  Akash: "આકાશ",
  Amit: "અમિત",
  Ankit: "અંકિત",
  Anuj: "અનુજ",
  Arjun: "અર્જુન",
  Bhavin: "ભાવિન",
  Bhargav: "ભાર્ગવ",
  Chintan: "ચિંતન",
  Chirag: "ચિરાગ",
  Darshan: "દર્શન",
  Deep: "દીપ",
  Devang: "દેવાંગ",
  Dhaval: "ધવલ",
  Dharmik: "ધાર્મિક",
  Dhruv: "ધ્રુવ",
  Divyesh: "દિવ્યેશ",
  Gaurang: "ગૌરાંગ",
  Hardik: "હાર્દિક",
  Harsh: "હર્ષ",
  Harshil: "હર્ષિલ",
  Hemang: "હેમાંગ",
  Hiren: "હિરેન",
  Jainam: "જૈનમ",
  Jay: "જય",
  Jigar: "જિગર",
  Jignesh: "જિજ્ઞેશ",
  Kalpesh: "કલ્પેશ",
  Karan: "કરણ",
  Keval: "કેવલ",
  Kishan: "કિશન",
  Krunal: "કૃણાલ",
  Kunal: "કુણાલ",
  Malay: "મલય",
  Manan: "મનન",
  Maulik: "મૌલિક",
  Meet: "મીત",
  Mihir: "મિહિર",
  Mitesh: "મિતેશ",
  Naitik: "નૈતિક",
  Neel: "નીલ",
  Nikunj: "નિકુંજ",
  Nirav: "નિરવ",
  Nisarg: "નિસર્ગ",
  Ojas: "ઓજસ",
  Parth: "પાર્થ",
  Pranav: "પ્રણવ",
  Pratik: "પ્રતીક",
  Pritesh: "પ્રિતેશ",
  Rahul: "રાહુલ",
  Raj: "રાજ",
  Rohan: "રોહન",
  Ronak: "રોનક",
  Rushabh: "ઋષભ",
  Sagar: "સાગર",
  Samir: "સમીર",
  Saumil: "સૌમિલ",
  Shivam: "શિવમ",
  Smit: "સ્મિત",
  Tejas: "તેજસ",
  Tirth: "તીર્થ",
  Umang: "ઉમંગ",
  Utsav: "ઉત્સવ",
  Vatsal: "વત્સલ",
  Viral: "વિરલ",
  Vishal: "વિશાલ",
  Yash: "યશ",
  Yug: "યુગ",
  Zeel: "ઝીલ",
  Aarti: "આરતી",
  Ami: "અમી",
  Anjali: "અંજલિ",
  Avani: "અવની",
  Bansari: "બંસરી",
  Bhavika: "ભાવિકા",
  Bhumi: "ભૂમિ",
  Charmi: "ચાર્મી",
  Darshana: "દર્શના",
  Dhara: "ધારા",
  Dhruvi: "ધ્રુવી",
  Dhwani: "ધ્વનિ",
  Disha: "દિશા",
  Drashti: "દ્રષ્ટિ",
  Ekta: "એકતા",
  Foram: "ફોરમ",
  Grishma: "ગ્રીષ્મા",
  Heli: "હેલી",
  Hemangi: "હેમાંગી",
  Hetal: "હેતલ",
  Hinal: "હિનલ",
  Isha: "ઈશા",
  Jahnavi: "જાહ્નવી",
  Janki: "જાનકી",
  Jinal: "જિનલ",
  Kajal: "કાજલ",
  Kavya: "કાવ્યા",
  Khushi: "ખુશી",
  Kinjal: "કિંજલ",
  Komal: "કોમલ",
  Krupa: "કૃપા",
  Kruti: "કૃતિ",
  Maitri: "મૈત્રી",
  Mansi: "માનસી",
  Mira: "મીરા",
  Mitali: "મિતાલી",
  Namrata: "નમ્રતા",
  Nidhi: "નિધિ",
  Nirali: "નિરાલી",
  Niyati: "નિયતિ",
  Nupur: "નૂપુર",
  Palak: "પલક",
  Pooja: "પૂજા",
  Prachi: "પ્રાચી",
  Prerna: "પ્રેરણા",
  Priyanka: "પ્રિયંકા",
  Riddhi: "રિદ્ધિ",
  Rinkal: "રિંકલ",
  Riya: "રિયા",
  Ruchi: "રુચિ",
  Rutvi: "ઋત્વી",
  Saloni: "સલોની",
  Sejal: "સેજલ",
  Shivani: "શિવાની",
  Shreya: "શ્રેયા",
  Shruti: "શ્રુતિ",
  Siddhi: "સિદ્ધિ",
  Sneha: "સ્નેહા",
  Tanvi: "તન્વી",
  Trupti: "તૃપ્તિ",
  Urvi: "ઉર્વી",
  Vaidehi: "વૈદેહી",
  Vidhi: "વિધિ",
  Vruti: "વૃતિ",
  Yesha: "યેશા",
  Zalak: "ઝલક",
};

const latin = /[A-Za-z]/;
// A word's last letter is never a bare virama: Gujarati writes ધ્રુવ, not ધ્રુવ્.
const halfLetterAtEnd = /\u0ACD(?=\s|$)/;

describe("names in Gujarati script", () => {
  it("writes every common given name of the community as families do", () => {
    const names = [...maleFirstNames, ...femaleFirstNames];
    expect(names.length).toBe(Object.keys(written).length);
    for (const name of names) expect(nameInGujarati(name), name).toBe(written[name]);
  });

  it("writes every community surname from its table, and full names word by word", () => {
    for (const { name } of surnames) {
      expect(knownName(name), name).toBe(true);
      const gu = nameInGujarati(name);
      expect(gu, name).not.toMatch(latin);
      expect(gu, name).not.toMatch(halfLetterAtEnd);
    }
    expect(nameInGujarati("Krupa Patel")).toBe("કૃપા પટેલ");
    expect(nameInGujarati("RAMESH SHAH")).toBe("રમેશ શાહ");
  });

  it("spells a name no table holds by rule, never leaving Latin letters", () => {
    expect(nameInGujarati("Neha")).toBe("નેહા");
    expect(nameInGujarati("Priya")).toBe("પ્રિયા");
    expect(nameInGujarati("Mrunal")).toBe("મૃનલ");
    for (const name of ["Xavier", "Quincy", "Wilfred", "Chhaya", "Kshitij"]) {
      const gu = nameInGujarati(name);
      expect(gu, name).not.toMatch(latin);
      expect(gu, name).not.toMatch(halfLetterAtEnd);
    }
  });

  it("keeps a name already typed in Gujarati, and what is not a word", () => {
    expect(nameInGujarati("કૃપા")).toBe("કૃપા");
    expect(nameInGujarati("")).toBe("");
    expect(nameInGujarati("Jay-2")).toBe("જય-2");
  });
});

describe("places in Gujarati script", () => {
  it("writes every city and native town of the community from the table", () => {
    for (const place of [...cities.map((c) => c.name), ...nativePlaces]) {
      expect(knownPlace(place), place).toBe(true);
      const gu = placeInGujarati(place);
      expect(gu, place).not.toMatch(latin);
      expect(gu, place).not.toMatch(halfLetterAtEnd);
    }
    expect(placeInGujarati("Ahmedabad")).toBe("અમદાવાદ");
    expect(placeInGujarati("anand")).toBe("આણંદ");
    expect(placeInGujarati("New Jersey")).toBe("ન્યૂ જર્સી");
  });

  it("writes each part of 'area, city' and keeps the commas", () => {
    expect(placeInGujarati("Vadodara, Gujarat")).toBe("વડોદરા, ગુજરાત");
    expect(placeInGujarati("અમદાવાદ")).toBe("અમદાવાદ");
  });
});
