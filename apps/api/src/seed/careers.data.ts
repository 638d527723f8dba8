import type { workTypes } from "@sagpan/contract";
import { list } from "./list.ts";
import type { Region } from "./places.data.ts";

export type WorkType = (typeof workTypes)[number];

export interface Degree {
  name: string;
  level:
    | "Higher secondary"
    | "Diploma"
    | "Graduate"
    | "Post graduate"
    | "Doctorate"
    | "Professional";
  institutes: readonly string[];
  /** The youngest age at which someone usually holds this degree. */
  minAge: number;
}

const usualMinAge: Record<Degree["level"], number> = {
  "Higher secondary": 18,
  Diploma: 20,
  Graduate: 21,
  Professional: 23,
  "Post graduate": 23,
  Doctorate: 27,
};

const degree = (name: string, level: Degree["level"], institutes: string, minAge?: number) => ({
  name,
  level,
  institutes: list(institutes),
  minAge: minAge ?? usualMinAge[level],
});

export const degrees: readonly Degree[] = [
  degree("H.S.C. (Class 12)", "Higher secondary", "GSEB, CBSE"),
  degree("B.E. Computer", "Graduate", "L.D. College of Engineering, Nirma University, SVNIT Surat"),
  degree("B.Tech IT", "Graduate", "DA-IICT Gandhinagar, CHARUSAT, DDU Nadiad, PDEU Gandhinagar"),
  degree("M.Tech Computer Science", "Post graduate", "IIT Bombay, IIT Gandhinagar, DA-IICT"),
  degree("MS Computer Science", "Post graduate", "University of Texas at Dallas, Northeastern"),
  degree("MCA", "Post graduate", "Gujarat University, GLS University, CHARUSAT"),
  degree("BCA", "Graduate", "Gujarat University, VNSGU Surat, Saurashtra University"),
  degree("B.E. Civil", "Graduate", "L.D. College of Engineering, SVNIT Surat, MS University"),
  degree("B.E. Mechanical", "Graduate", "VGEC Chandkheda, Nirma University, GEC Rajkot"),
  degree("B.E. Chemical", "Graduate", "DDU Nadiad, MS University, L.D. College of Engineering"),
  degree("Diploma Mechanical", "Diploma", "Government Polytechnic Ahmedabad, BBIT Anand"),
  degree("MBBS", "Graduate", "B.J. Medical College, Government Medical College Surat", 24),
  degree(
    "MBBS, MD (Medicine)",
    "Post graduate",
    "B.J. Medical College, Medical College Baroda",
    27,
  ),
  degree(
    "MBBS, MS (Orthopaedics)",
    "Post graduate",
    "PDU Medical College Rajkot, SMIMER Surat",
    28,
  ),
  degree("BDS", "Graduate", "Government Dental College Ahmedabad, K.M. Shah Dental College", 23),
  degree("BPT", "Graduate", "Government Physiotherapy College Ahmedabad, SBB College Ahmedabad"),
  degree("B.Sc Nursing", "Graduate", "Government College of Nursing Vadodara, Manikaka Topawala"),
  degree("B.Pharm", "Graduate", "L.M. College of Pharmacy, Nirma University, Maliba Pharmacy"),
  degree("M.Pharm", "Post graduate", "L.M. College of Pharmacy, Nirma University"),
  degree("B.Com, CA", "Professional", "ICAI"),
  degree("B.Com, CS", "Professional", "ICSI"),
  degree("B.Com", "Graduate", "H.L. College of Commerce, VNSGU Surat, MS University"),
  degree("M.Com", "Post graduate", "Gujarat University, Saurashtra University"),
  degree("BBA", "Graduate", "Nirma University, Ahmedabad University, GLS University"),
  degree("MBA (Finance)", "Post graduate", "Nirma University, NMIMS Mumbai, KSSBM"),
  degree("MBA (Marketing)", "Post graduate", "MICA Ahmedabad, Nirma University, SVIM Ahmedabad"),
  degree("MBA (HR)", "Post graduate", "B.K. School of Business, GLS University"),
  degree("LLB", "Graduate", "Sir L.A. Shah Law College, MS University Faculty of Law"),
  degree("B.A. LLB", "Graduate", "Gujarat National Law University, Nirma University"),
  degree("B.Arch", "Graduate", "CEPT University, MS University Faculty of Architecture"),
  degree("B.Des", "Graduate", "NID Ahmedabad, NIFT Gandhinagar, Anant National University"),
  degree("B.A., B.Ed", "Graduate", "Gujarat University, Saurashtra University, HNGU Patan"),
  degree("M.A. English", "Post graduate", "Gujarat University, MS University"),
  degree("B.Sc", "Graduate", "St. Xavier's College Ahmedabad, Sardar Patel University"),
  degree("M.Sc Chemistry", "Post graduate", "Sardar Patel University, Gujarat University"),
  degree("M.Sc Statistics", "Post graduate", "Gujarat University, MS University"),
  degree("PhD Biotechnology", "Doctorate", "IIT Gandhinagar, Sardar Patel University"),
  degree("B.Sc Agriculture", "Graduate", "Anand Agricultural University, JAU Junagadh"),
];

export interface Career {
  occupation: string;
  work: WorkType;
  degrees: readonly string[];
  /** Annual income band in lakh rupees: the low end at 22, the high end by the late thirties. */
  lakh: readonly [number, number];
  /** Relative share among men and among women. */
  men: number;
  women: number;
  /** Only offered to members living in these regions (all when absent). */
  regions?: readonly Region[];
  /** For students: what they are busy with, as a phrase ("the CA Final exams"). */
  pursuing?: string;
}

type Where = "local" | "gujarat" | "abroad";
const regionsOf: Record<Where, Region[]> = {
  local: ["gujarat", "india"],
  gujarat: ["gujarat"],
  abroad: ["abroad"],
};

/** `degreeNames` are separated by "|" because some degree names hold commas. */
const as =
  (work: WorkType) =>
  (
    occupation: string,
    degreeNames: string,
    lakh: [number, number],
    men: number,
    women: number,
    where?: Where,
  ): Career => ({
    occupation,
    work,
    degrees: degreeNames.split("|"),
    lakh,
    men,
    women,
    ...(where ? { regions: regionsOf[where] } : {}),
  });

const job = as("private_job");
const gov = as("government_job");
const pro = as("professional");
const own = as("business");
const solo = as("self_employed");

export const careers: readonly Career[] = [
  job("Software Engineer", "B.E. Computer|B.Tech IT|MCA|M.Tech Computer Science", [6, 32], 7, 4),
  job("Software Engineer", "MS Computer Science|B.E. Computer", [30, 90], 2, 1, "abroad"),
  job("Data Analyst", "M.Sc Statistics|B.Tech IT|BCA|MBA (Finance)", [4.5, 18], 2, 3),
  pro("Chartered Accountant", "B.Com, CA", [8, 40], 3, 2),
  pro("Company Secretary", "B.Com, CS", [5, 18], 1, 1.5, "local"),
  pro("Doctor - General Physician", "MBBS|MBBS, MD (Medicine)", [8, 40], 2, 2),
  pro("Doctor - Orthopaedic Surgeon", "MBBS, MS (Orthopaedics)", [12, 50], 1, 0.4),
  pro("Dentist", "BDS", [4, 18], 0.7, 1.5),
  pro("Physiotherapist", "BPT", [3, 10], 0.5, 1.5),
  job("Pharmacist", "B.Pharm|M.Pharm", [3, 9], 1, 2, "local"),
  job("Pharmacist", "B.Pharm|M.Pharm", [30, 60], 1, 1, "abroad"),
  job("QA Manager - Pharma", "M.Pharm|M.Sc Chemistry", [6, 20], 1, 1, "gujarat"),
  job("Teacher", "B.A., B.Ed|M.A. English|B.Sc", [2.5, 7], 0.5, 3, "local"),
  gov("Government School Teacher", "B.A., B.Ed|B.Sc", [3.5, 8], 0.5, 1.5, "gujarat"),
  gov("Assistant Professor", "PhD Biotechnology|M.Tech Computer Science", [7, 16], 0.7, 1, "local"),
  own("Business Owner - Textiles", "B.Com|BBA|MBA (Marketing)", [8, 60], 4, 0.4, "local"),
  own("Diamond Trader", "B.Com|BBA|Diploma Mechanical", [8, 80], 3, 0.2, "gujarat"),
  own("Family Business - Pharma Distribution", "B.Pharm|B.Com", [6, 40], 1.5, 0.3, "gujarat"),
  own("Business Owner - Retail Pharmacy", "B.Pharm|M.Pharm", [35, 90], 1, 0.5, "abroad"),
  own("Motel Business", "BBA|B.Com", [40, 100], 1, 0.2, "abroad"),
  job("Civil Engineer", "B.E. Civil", [4, 15], 3, 1, "local"),
  job("Mechanical Engineer", "B.E. Mechanical|Diploma Mechanical", [3.5, 14], 3, 0.4, "local"),
  job("Chemical Engineer", "B.E. Chemical", [5, 18], 2, 0.8, "gujarat"),
  gov("Bank Officer", "B.Com|M.Com|MBA (Finance)", [6, 14], 2, 2, "local"),
  job("Financial Analyst", "MBA (Finance)|B.Com, CA|M.Com", [6, 22], 1.5, 1.5),
  solo("Architect", "B.Arch", [5, 20], 1, 2, "local"),
  solo("Lawyer", "LLB|B.A. LLB", [4, 25], 1, 1, "local"),
  job("UX Designer", "B.Des", [6, 22], 0.5, 1.5),
  solo("Interior Designer", "B.Des|B.Arch", [3, 12], 0.3, 1.5, "local"),
  job("Marketing Manager", "MBA (Marketing)|BBA", [7, 25], 2, 1.5),
  job("HR Executive", "MBA (HR)|BBA", [4, 12], 0.5, 2),
  gov("Class-2 Officer, GPSC", "B.E. Civil|B.Sc|B.A., B.Ed", [6, 12], 1, 1, "gujarat"),
  job("Staff Nurse", "B.Sc Nursing", [3, 8], 0.3, 1.5),
  job("Staff Nurse", "B.Sc Nursing", [30, 55], 0.2, 1, "abroad"),
  job("Research Scientist", "PhD Biotechnology", [8, 25], 0.6, 0.8),
  own("Agri-business Owner", "B.Sc Agriculture|B.Com", [4, 20], 1, 0.1, "gujarat"),
  as("not_working")("Homemaker", "B.Com|B.A., B.Ed|B.Sc", [0, 0], 0, 1.2, "local"),
];

/** Members still studying: what they are pursuing and the degree already finished. */
const study = (
  occupation: string,
  degreeName: string,
  pursuing: string,
  men: number,
  women: number,
) => ({
  ...as("studying")(occupation, degreeName, [0, 0], men, women),
  pursuing,
});

export const studies: readonly Career[] = [
  study("Student - B.Com", "H.S.C. (Class 12)", "a B.Com degree", 1, 1.5),
  study("Student - Engineering", "H.S.C. (Class 12)", "an engineering degree", 1.2, 0.8),
  study("Student - Pharmacy", "H.S.C. (Class 12)", "a B.Pharm degree", 0.5, 1),
  study("Student - CA Final", "B.Com", "the CA Final exams", 1, 1),
  study("Student - MBA", "BBA|B.Com", "the final year of an MBA", 1, 1),
  study("Student - M.Sc", "B.Sc", "a master's in science", 0.6, 1.2),
  study("Medical Intern", "MBBS", "a medical internship", 0.6, 0.8),
];

/** How an occupation reads inside a sentence, where the list label would be stiff. */
const inProse: Record<string, string> = {
  "Doctor - General Physician": "general physician",
  "Doctor - Orthopaedic Surgeon": "orthopaedic surgeon",
  "QA Manager - Pharma": "QA manager in a pharma company",
  "Business Owner - Textiles": "textile business",
  "Diamond Trader": "diamond trading business",
  "Family Business - Pharma Distribution": "pharma distribution business",
  "Business Owner - Retail Pharmacy": "retail pharmacy",
  "Motel Business": "motel business",
  "Agri-business Owner": "agri-business",
};

/** "Software Engineer" becomes "software engineer"; acronyms (UX, HR, GPSC) stay as they are. */
export const occupationInProse = (occupation: string) =>
  inProse[occupation] ?? occupation.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
