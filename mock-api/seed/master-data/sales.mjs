// Seed rows of the 'sales' master-data entities: { entity: rows }, ids from 1, references by id.
const ACTIVE = 'Active';
const INACTIVE = 'Inactive';
// [ISO code, name, symbol, LKR for one unit, status]
const currencies = [
  ['LKR', 'Sri Lankan rupee', 'Rs', 1], ['USD', 'US dollar', '$', 299.5], ['EUR', 'Euro', '€', 325.8], ['GBP', 'Pound sterling', '£', 381.2],
  ['INR', 'Indian rupee', '₹', 3.58], ['JPY', 'Japanese yen', '¥', 2.015], ['CNY', 'Chinese yuan', 'CN¥', 41.75], ['AED', 'UAE dirham', 'AED', 81.55],
  ['AUD', 'Australian dollar', 'A$', 196.4], ['SGD', 'Singapore dollar', 'S$', 223.1], ['BDT', 'Bangladeshi taka', '৳', 2.46, INACTIVE],
];
const orderTypes = [
  ['BULK', 'Bulk production', 'Confirmed buyer order washed at full quantity'], ['SMPL', 'Sample', 'Samples for buyer approval'],
  ['DEV', 'Development', 'New wash developed in the laboratory'], ['REPEAT', 'Repeat order', 'A repeat of an approved bulk order'],
  ['REWASH', 'Re-wash', 'Garments sent back through the wash to correct shade or hand feel'],
  ['SUBC', 'Subcontract wash', 'Wash done for another factory'], ['RPL', 'Replacement', 'Replacement for rejected pieces', INACTIVE],
];
// [code, name, days, description, status]
const paymentTerms = [
  ['ADV', 'Advance payment', 0, 'Paid in full before production starts'], ['LCS', 'LC at sight', 0, 'Letter of credit paid on presentation of documents'],
  ['CAD', 'Cash against documents', 0, null], ['NET30', 'Net 30 days', 30, null], ['TT30', 'TT 30 days after shipment', 30, 'Telegraphic transfer 30 days after the bill of lading'],
  ['NET45', 'Net 45 days', 45, null], ['NET60', 'Net 60 days', 60, null], ['LC90', 'LC 90 days', 90, 'Usance letter of credit, 90 days after sight'],
  ['NET90', 'Net 90 days', 90, null], ['NET120', 'Net 120 days', 120, null, INACTIVE],
];
// [code, name, stage, chargeable, status]
const sampleIssues = [
  ['PROTO', 'Proto sample', 'Development', false], ['FIT', 'Fit sample', 'Development', false], ['WASH', 'Wash approval sample', 'Development', false],
  ['SMS', 'Salesman sample', 'Development', true], ['SIZE', 'Size set', 'Pre-production', false], ['PP', 'Pre-production sample', 'Pre-production', false],
  ['TOP', 'Top of production', 'Production', false], ['SHIP', 'Shipment sample', 'Production', false], ['PHOTO', 'Photo shoot sample', 'Development', true, INACTIVE],
];
// [code, name, country id, e-mail, phone, commission %, status]
const agents = [
  ['AG-UK01', 'Harrow Sourcing Ltd', 6, 'orders@harrowsourcing.co.uk', '+44 20 7946 0123', 3.5],
  ['AG-US01', 'Brightline Apparel Agency', 7, 'sales@brightline-apparel.com', '+1 212 555 0188', 4],
  ['AG-DE01', 'Nordtex Handelsagentur', 8, 'kontakt@nordtex.de', '+49 40 555 2210', 3],
  ['AG-LK01', 'Ceylon Garment Links', 1, 'info@ceylongarmentlinks.lk', '+94 11 269 8800', 2.5],
  ['AG-IN01', 'Tiruppur Trade Partners', 2, 'trade@tiruppurpartners.in', '+91 421 555 7810', 2],
  ['AG-JP01', 'Sakura Textile Agency', 10, 'order@sakura-textile.jp', '+81 3 5555 0134', 3.75],
  ['AG-AE01', 'Gulf Apparel Brokers', 11, 'deals@gulfapparel.ae', '+971 4 555 0199', 2.75],
  ['AG-IT01', 'Moda Agenti Milano', 9, 'ordini@modaagenti.it', '+39 02 5555 4471', 4.5, INACTIVE],
];
const salesOrderTypes = [
  ['EXFOB', 'Export FOB', true], ['EXCIF', 'Export CIF', true], ['EXDDP', 'Export DDP', true], ['EPZ', 'Indirect export (zone transfer)', true],
  ['LOCAL', 'Local sale', false], ['CONS', 'Consignment', false], ['SAMPLE', 'Sample order', false, INACTIVE],
];
const salesCategories = [
  ['MASS', 'Mass market', 'High-street volume programmes'], ['PREM', 'Premium', 'Premium denim and casual wear'],
  ['LUX', 'Luxury', 'Designer labels, small runs'], ['PVT', 'Private label', "Retailers' own brands"],
  ['LOCAL', 'Local retail', 'Sri Lankan retail chains'], ['ONLINE', 'E-commerce', 'Online-only brands'], ['OUTLET', 'Outlet', 'Off-price and outlet stock', INACTIVE],
];

export default {
  currency: currencies.map(([code, name, symbol, rateToLkr, status], index) => ({ currencyId: index + 1, code, name, symbol, rateToLkr, status: status ?? ACTIVE })),
  ordertype: orderTypes.map(([code, name, description, status], index) => ({ orderTypeId: index + 1, code, name, description, status: status ?? ACTIVE })),
  paymentterm: paymentTerms.map(([code, name, days, description, status], index) => ({ paymentTermId: index + 1, code, name, days, description, status: status ?? ACTIVE })),
  sampleissue: sampleIssues.map(([code, name, stage, chargeable, status], index) => ({ sampleIssueId: index + 1, code, name, stage, chargeable, status: status ?? ACTIVE })),
  salesagent: agents.map(([code, name, country, email, phone, commission, status], index) => ({
    salesAgentId: index + 1, code, name, country, email, phone, commission, status: status ?? ACTIVE,
  })),
  salesordertype: salesOrderTypes.map(([code, name, exportOrder, status], index) => ({ salesOrderTypeId: index + 1, code, name, export: exportOrder, status: status ?? ACTIVE })),
  salescategory: salesCategories.map(([code, name, description, status], index) => ({ salesCategoryId: index + 1, code, name, description, status: status ?? ACTIVE })),
};
