// Deterministic Sri Lankan names and addresses for the filler accounts (index-based, no randomness).
const MALE = ['Nuwan', 'Chaminda', 'Ruwan', 'Sampath', 'Lahiru', 'Dinesh', 'Pradeep', 'Mahesh', 'Asanka', 'Isuru', 'Chathura', 'Nimalan', 'Rizwan', 'Suresh'];
const FEMALE = ['Nadeesha', 'Dilini', 'Sanduni', 'Chamari', 'Ishara', 'Tharshini', 'Piumi', 'Thilini', 'Fathima', 'Hiruni', 'Gayani', 'Madushani'];
const MALE_MIDDLE = ['Sandun', 'Priyantha', 'Lakmal', 'Saman', 'Anura', 'Ranjith'];
const FEMALE_MIDDLE = ['Kumari', 'Malkanthi', 'Nirmala', 'Dilrukshi', 'Sewwandi'];
const SURNAMES = ['Perera', 'Fernando', 'de Silva', 'Jayasinghe', 'Bandara', 'Wickramasinghe', 'Gunasekara', 'Dissanayake', 'Herath', 'Ranasinghe', 'Karunaratne', 'Weerasinghe', 'Abeysekera', 'Rathnayake', 'Pathirana', 'Liyanage', 'Ekanayake', 'Mendis', 'Sivakumar', 'Mohamed'];
const STREETS = ['Galle Road', 'Kandy Road', 'Temple Road', 'Station Road', 'Lake Drive', 'Flower Road', 'Hospital Road', 'School Lane'];
const CITIES = ['Colombo 03', 'Kandy', 'Galle', 'Negombo', 'Kurunegala', 'Matara', 'Jaffna', 'Nugegoda', 'Maharagama', 'Ratnapura'];
const DESIGNATIONS = ['Software Engineer', 'Civil Engineer', 'Accountant', 'Project Manager', 'Lecturer', 'Quality Assurance Engineer', 'Business Analyst', 'Electrical Engineer', 'Consultant', 'Data Scientist'];

const pick = (list, index) => list[index % list.length];

/** A person for filler index k (0-based). */
export function personAt(k) {
  const female = k % 3 === 1;
  const firstName = pick(female ? FEMALE : MALE, Math.floor(k / 3) * 2 + (k % 3));
  const middleName = pick(female ? FEMALE_MIDDLE : MALE_MIDDLE, k);
  const lastName = pick(SURNAMES, k * 7);
  const title = k % 9 === 4 ? 'Dr' : female ? pick(['Ms', 'Miss'], k) : 'Mr';
  return { female, title, firstName, middleName, lastName };
}

export const addressAt = (k) => ({ addressNo: `No. ${12 + k * 3}`, addressSt: pick(STREETS, k), addressCity: pick(CITIES, k * 3) });

export const designationAt = (k) => pick(DESIGNATIONS, k);

/** A 10-digit Sri Lankan mobile number. */
export const mobileAt = (k) => `07${pick([0, 1, 2, 5, 6, 7, 8], k)}${String(2345678 + k * 104729).slice(-7)}`;
