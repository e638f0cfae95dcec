// Lookup tables behind the member and application forms (spec §3 "Lookups"). Companies are fictional.
const rows = (pk, fields, data) => data.map((values, index) => ({ id: index + 1, [pk]: index + 1, ...Object.fromEntries(fields.map((field, i) => [field, values[i]])) }));

export const memberTypes = () =>
  rows('memberTypeId', ['typeDes'], [['Student'], ['Associate'], ['Member'], ['Fellow'], ['Honorary Fellow']]);

export const titles = () => rows('titleId', ['title'], [['Mr'], ['Ms'], ['Miss'], ['Dr'], ['Prof'], ['Rev']]);

export const companies = () =>
  rows('companyId', ['companyName', 'companyAddress', 'companyContact'], [
    ['Lanka Engineering Services (Pvt) Ltd', '45 Galle Road, Colombo 03', '0112345601'],
    ['Ceylon Digital Solutions PLC', '120 Union Place, Colombo 02', '0112345602'],
    ['Serendib Software Labs (Pvt) Ltd', '18 Flower Road, Colombo 07', '0112345603'],
    ['Kandy Consulting Partners', '72 Peradeniya Road, Kandy', '0812345604'],
    ['Ruhuna Construction (Pvt) Ltd', '9 Anagarika Dharmapala Mawatha, Matara', '0412345605'],
    ['Colombo Port Logistics Ltd', '3 Church Street, Colombo 01', '0112345606'],
    ['Hill Country Tea Estates PLC', '25 Lawson Street, Nuwara Eliya', '0522345607'],
    ['Galle Fort Analytics (Pvt) Ltd', '14 Pedlar Street, Galle', '0912345608'],
    ['Jaffna Renewable Energy Ltd', '56 Hospital Road, Jaffna', '0212345609'],
    ['Kelani Valley Water Works PLC', '101 Kandy Road, Kelaniya', '0112345610'],
    ['Sigiriya Financial Services PLC', '88 Dharmapala Mawatha, Colombo 07', '0112345611'],
    ['Wayamba Textiles (Pvt) Ltd', '33 Puttalam Road, Kurunegala', '0372345612'],
  ]);

export const universities = () =>
  rows('universityId', ['universityName', 'universityAddress'], [
    ['University of Colombo', 'College House, 94 Cumaratunga Munidasa Mawatha, Colombo 03'],
    ['University of Peradeniya', 'Peradeniya 20400'],
    ['University of Moratuwa', 'Bandaranayake Mawatha, Katubedda, Moratuwa 10400'],
    ['University of Sri Jayewardenepura', 'Gangodawila, Nugegoda 10250'],
    ['University of Kelaniya', 'Dalugama, Kelaniya 11600'],
    ['University of Ruhuna', 'Wellamadama, Matara 81000'],
    ['The Open University of Sri Lanka', 'Nawala, Nugegoda 10250'],
    ['University of Jaffna', 'Thirunelvely, Jaffna 40000'],
    ['Eastern University, Sri Lanka', 'Vantharumoolai, Chenkalady 30350'],
    ['Rajarata University of Sri Lanka', 'Mihintale 50300'],
    ['Sabaragamuwa University of Sri Lanka', 'Belihuloya 70140'],
    ['Wayamba University of Sri Lanka', 'Kuliyapitiya 60200'],
  ]);
