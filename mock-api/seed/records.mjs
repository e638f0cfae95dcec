// Employment, academic and professional records of the demo member (mixed statuses 2, 1, 16).
const withIds = (pk, userid, data) => data.map((row, index) => ({ id: index + 1, [pk]: index + 1, userid, ...row }));

export const employmentRows = (userid) =>
  withIds('employerid', userid, [
    { companyname: 'Ceylon Digital Solutions PLC', desgnation: 'Senior Software Engineer', adddress: '120 Union Place, Colombo 02', startdate: '2019-02-01', enddate: null, status: 2 },
    { companyname: 'Serendib Software Labs (Pvt) Ltd', desgnation: 'Software Engineer', adddress: '18 Flower Road, Colombo 07', startdate: '2014-07-01', enddate: '2019-01-31', status: 1 },
    { companyname: 'Lanka Engineering Services (Pvt) Ltd', desgnation: 'Trainee Engineer', adddress: '45 Galle Road, Colombo 03', startdate: '2012-01-16', enddate: '2014-06-30', status: 16 },
  ]);

export const academicRows = (userid) =>
  withIds('academicid', userid, [
    { institutename: 'University of Moratuwa', qualificationname: 'Bachelors Honours', address: 'Bandaranayake Mawatha, Katubedda, Moratuwa 10400', fromdate: '2007-09-03', todate: '2011-12-16', status: 2 },
    { institutename: 'University of Colombo', qualificationname: 'Masters by Course Work', address: 'College House, 94 Cumaratunga Munidasa Mawatha, Colombo 03', fromdate: '2015-01-12', todate: '2016-12-20', status: 1 },
    { institutename: 'The Open University of Sri Lanka', qualificationname: 'Postgraduate Diploma', address: 'Nawala, Nugegoda 10250', fromdate: '2013-02-04', todate: '2014-01-31', status: 16 },
  ]);

/** membername is the institute or body, profession the name of the membership. */
export const professionalRows = (userid) =>
  withIds('id', userid, [
    { membername: 'Institution of Engineers Sri Lanka', profession: 'Associate Member', grade: 'AMIESL', entrymethod: 'Examination', address: '120/15 Wijerama Mawatha, Colombo 07', startdate: '2016-03-01', enddate: null, status: 2 },
    { membername: 'Computer Society of Sri Lanka', profession: 'Professional Member', grade: 'MCSSL', entrymethod: 'Exemption', address: 'Colombo 07', startdate: '2012-05-01', enddate: '2015-04-30', status: 1 },
    { membername: 'British Computer Society', profession: 'Member', grade: 'MBCS', entrymethod: 'Exemption', address: 'Swindon, United Kingdom', startdate: '2017-06-01', enddate: '2020-05-31', status: 16 },
  ]);
