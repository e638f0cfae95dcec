// Seed rows of the 'general' master-data entities: { entity: rows }, ids from 1, references by id.
const ACTIVE = 'Active';
const INACTIVE = 'Inactive';
const countries = [
  ['LK', 'LKA', 'Sri Lanka', '+94'], ['IN', 'IND', 'India', '+91'], ['BD', 'BGD', 'Bangladesh', '+880'], ['CN', 'CHN', 'China', '+86'],
  ['VN', 'VNM', 'Viet Nam', '+84'], ['GB', 'GBR', 'United Kingdom', '+44'], ['US', 'USA', 'United States', '+1'], ['DE', 'DEU', 'Germany', '+49'],
  ['IT', 'ITA', 'Italy', '+39'], ['JP', 'JPN', 'Japan', '+81'], ['AE', 'ARE', 'United Arab Emirates', '+971'], ['MV', 'MDV', 'Maldives', '+960'],
];
const addressTypes = [
  ['REG', 'Registered office'], ['FAC', 'Factory'], ['BILL', 'Billing'], ['DEL', 'Delivery'], ['WH', 'Warehouse'], ['CORR', 'Correspondence', INACTIVE],
];
// [code, name, address, phone, status]
const branches = [
  ['CMB', 'Colombo head office', 'No. 45, Galle Road, Colombo 03', '+94 11 257 4100'],
  ['KTN', 'Katunayake', 'Block B, Export Processing Zone, Katunayake', '+94 11 225 3300'],
  ['BYG', 'Biyagama', 'Export Processing Zone, Walgama, Malwana, Biyagama', '+94 11 246 5200'],
  ['KGL', 'Koggala', 'Export Processing Zone, Koggala', '+94 91 228 3400'],
  ['MRG', 'Mirigama', 'Export Processing Zone, Mirigama', '+94 33 227 6100', INACTIVE],
];
// [code, name, branch (cdffbranch id), status]
const divisions = [
  ['WASH', 'Washing plant', 3], ['LAB', 'Wash laboratory', 3], ['FIN', 'Finishing', 3], ['CUT', 'Cutting', 2], ['SEW', 'Sewing', 2],
  ['DISP', 'Dispatch', 2], ['QA', 'Quality assurance', 1], ['MER', 'Merchandising', 1], ['EMB', 'Embroidery', 4, INACTIVE],
];
const departmentTypes = [
  ['PROD', 'Production', true], ['WET', 'Wet processing', true], ['DRY', 'Dry processing', true], ['QA', 'Quality', false],
  ['MER', 'Merchandising', false], ['PLAN', 'Planning', false], ['MNT', 'Maintenance', false], ['STORE', 'Stores', false],
  ['HR', 'Human resources', false], ['FIN', 'Finance', false],
];
const units = [
  ['KG', 'Kilogram', 3], ['G', 'Gram', 1], ['MT', 'Metric tonne', 3], ['L', 'Litre', 2], ['ML', 'Millilitre', 0], ['PCS', 'Piece', 0],
  ['DZ', 'Dozen', 2], ['M', 'Metre', 2], ['YD', 'Yard', 2], ['KWH', 'Kilowatt hour', 2], ['M3', 'Cubic metre', 2], ['BOX', 'Box', 0],
  ['ROLL', 'Roll', 0, INACTIVE],
];

export default {
  country: countries.map(([iso2, iso3, name, dialCode], index) => ({ countryId: index + 1, iso2, iso3, name, dialCode, status: ACTIVE })),
  addresstype: addressTypes.map(([code, name, status], index) => ({ addressTypeId: index + 1, code, name, status: status ?? ACTIVE })),
  cdffbranch: branches.map(([code, name, address, phone, status], index) => ({ cdffBranchId: index + 1, code, name, address, phone, status: status ?? ACTIVE })),
  division: divisions.map(([code, name, branch, status], index) => ({ divisionId: index + 1, code, name, branch, status: status ?? ACTIVE })),
  departmenttype: departmentTypes.map(([code, name, productive], index) => ({ departmentTypeId: index + 1, code, name, productive, status: ACTIVE })),
  unit: units.map(([code, name, decimals, status], index) => ({ unitId: index + 1, code, name, decimals, status: status ?? ACTIVE })),
};
