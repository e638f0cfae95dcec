// Seed rows of the 'machine' master-data entities: { entity: rows }, ids from 1, references by id.
const ACTIVE = 'Active';
const INACTIVE = 'Inactive';
const types = [
  ['WSH', 'Washer extractor', 'kg'], ['DRY', 'Tumble dryer', 'kg'], ['SEW', 'Single needle lockstitch', 'pieces/hour'],
  ['OVL', 'Overlock', 'pieces/hour'], ['LSR', 'Laser finishing', 'pieces/hour'], ['OZN', 'Ozone washer', 'kg'], ['TNK', 'Chemical mixing tank', 'litres'],
];
const machines = [
  ['WX-01', 'Tonello washer 1', 1, 120, 'Tonello G1 120'], ['WX-02', 'Tonello washer 2', 1, 120, 'Tonello G1 120'], ['WX-03', 'Yilmak washer', 1, 250, 'Yilmak YSM 250'],
  ['DR-01', 'Dryer 1', 2, 100, 'Ramsons RTD 100'], ['DR-02', 'Dryer 2', 2, 100, 'Ramsons RTD 100'], ['SW-101', 'Juki line A 01', 3, 60, 'Juki DDL-9000C'],
  ['SW-102', 'Juki line A 02', 3, 60, 'Juki DDL-9000C'], ['OV-201', 'Pegasus overlock 1', 4, 80, 'Pegasus M900'], ['LS-01', 'Jeanologia laser', 5, 90, 'Jeanologia Light Elite'],
  ['OZ-01', 'Ozone washer', 6, 80, 'Jeanologia G2'], ['TK-01', 'Dosing tank 1', 7, 500, null],
];
// [code, name, unit id (general seed: KG 1, L 4, KWH 10, M3 11), LKR per unit, status]
const utilities = [
  ['ELEC', 'Electricity', 10, 48.5], ['WATER', 'Water', 11, 95], ['STEAM', 'Steam', 1, 7.8], ['CAIR', 'Compressed air', 11, 2.6],
  ['LPG', 'LPG', 1, 385], ['FOIL', 'Furnace oil', 4, 295], ['BIOM', 'Biomass (firewood)', 1, 14.5], ['DSL', 'Diesel', 4, 353, INACTIVE],
];
// [code, machine id, process id (wash seed), standard minutes, status]; the name is the machine's and the process's
const machineProcesses = [
  ['MP-001', 1, 1, 15], ['MP-002', 1, 2, 40], ['MP-003', 1, 3, 60], ['MP-004', 1, 15, 20], ['MP-005', 2, 4, 20], ['MP-006', 2, 5, 10],
  ['MP-007', 2, 6, 10], ['MP-008', 2, 1, 15, INACTIVE], ['MP-009', 3, 3, 70], ['MP-010', 3, 14, 95], ['MP-011', 3, 7, 10],
  ['MP-012', 4, 13, 45], ['MP-013', 5, 13, 50], ['MP-014', 9, 11, 1.5], ['MP-015', 10, 12, 20],
];
const PROCESS_NAMES = { 1: 'Desize', 2: 'Enzyme wash', 3: 'Stone wash', 4: 'Bleach', 5: 'Neutralise', 6: 'Softener', 7: 'Rinse', 11: 'Laser whiskers', 12: 'Ozone fade', 13: 'Tumble dry', 14: 'Reactive dye', 15: 'Tint' };

export default {
  machinetype: types.map(([code, name, capacityUnit], index) => ({ machineTypeId: index + 1, code, name, capacityUnit, status: ACTIVE })),
  machine: machines.map(([code, name, machineType, capacity, make], index) => ({ machineId: index + 1, code, name, machineType, capacity, make, status: ACTIVE })),
  utility: utilities.map(([code, name, unit, costPerUnit, status], index) => ({ utilityId: index + 1, code, name, unit, costPerUnit, status: status ?? ACTIVE })),
  machineprocess: machineProcesses.map(([code, machine, process, standardMinutes, status], index) => ({
    machineProcessId: index + 1, code, name: `${machines[machine - 1][1]}: ${PROCESS_NAMES[process]}`, machine, process, standardMinutes, status: status ?? ACTIVE,
  })),
};
