// Seed rows of the 'wash' master-data entities: { entity: rows }, ids from 1, references by id.
const ACTIVE = 'Active';
const INACTIVE = 'Inactive';
const washTypes = [
  ['RINSE', 'Rinse wash', 'Desize and rinse only: a dark, clean indigo'], ['ENZ', 'Enzyme wash', 'Cellulase enzyme abrasion for a soft, even fade'],
  ['STONE', 'Stone wash', 'Pumice stones with enzyme for a worn, contrasted look'], ['BLEACH', 'Bleach wash', 'Sodium hypochlorite bleach, then neutralised'],
  ['ACID', 'Acid wash', 'Pumice soaked in potassium permanganate for a marble effect'], ['GDYE', 'Garment dye', 'Made-up garments dyed in the machine'],
  ['OZONE', 'Ozone fade', 'Ozone gas fading with little water'], ['VINT', 'Vintage wash', 'Stone wash with tint for an aged look'],
  ['SILK', 'Silicone wash', 'Silicone softener finish for a smooth hand feel'], ['TINT', 'Tint wash', 'A light dye or pigment tint over a washed base'],
];
// [code, name, uses water, description]
const washProcessTypes = [
  ['WET', 'Wet process', true, 'Processes in the washer with water and chemicals'], ['DRY', 'Dry process', false, 'Hand and spray work on dry garments'],
  ['LZO', 'Laser and ozone', false, 'Water-free fading by laser and ozone'], ['FIN', 'Finishing', false, 'Drying and curing after the wash'],
  ['DYE', 'Garment dyeing', true, 'Dyeing and tinting of made-up garments'],
];
// [code, name, wash process type id]
const processTypes = [
  ['PRE', 'Pre-treatment', 1], ['ABR', 'Wet abrasion', 1], ['BLCH', 'Bleaching', 1], ['NEUT', 'Neutralising', 1], ['SOFT', 'Softening', 1],
  ['MAB', 'Manual abrasion', 2], ['SPRY', 'Spray', 2], ['LASR', 'Laser', 3], ['OZON', 'Ozone', 3], ['DRYG', 'Drying', 4],
  ['DYEG', 'Dyeing', 5], ['TINT', 'Tinting', 5],
];
// [code, name, process type id, standard minutes, temperature °C (null for a dry process), status]
const processes = [
  ['DSZ', 'Desize', 1, 15, 60], ['ENZ', 'Enzyme wash', 2, 40, 55], ['STN', 'Stone wash', 2, 60, 45], ['BLC', 'Bleach', 3, 20, 50],
  ['NEU', 'Neutralise', 4, 10, 40], ['SFT', 'Softener', 5, 10, 40], ['RNS', 'Rinse', 1, 8, 30], ['HSD', 'Hand sanding', 6, 3.5, null],
  ['WSK', 'Whiskering', 6, 2.5, null], ['PPS', 'PP spray', 7, 2, null], ['LSW', 'Laser whiskers', 8, 1.5, null], ['OZF', 'Ozone fade', 9, 20, null],
  ['TDR', 'Tumble dry', 10, 45, 70], ['RDY', 'Reactive dye', 11, 90, 60], ['TNT', 'Tint', 12, 20, 50], ['ACW', 'Acid wash', 3, 30, 30],
  ['SDY', 'Sulphur dye', 11, 90, 80, INACTIVE],
];
// [code, process id, chemical, dosage, unit]
const processChemicals = [
  ['PC-001', 1, 'Alpha-amylase desizing enzyme', 1.5, 'g/L'], ['PC-002', 1, 'Wetting agent', 0.5, 'g/L'],
  ['PC-003', 2, 'Cellulase enzyme (neutral)', 1, '%'], ['PC-004', 2, 'Acetic acid', 0.5, 'g/L'], ['PC-005', 2, 'Anti-backstaining agent', 1, 'g/L'],
  ['PC-006', 3, 'Cellulase enzyme (acid)', 0.8, '%'], ['PC-007', 3, 'Pumice stone', 100, '%'], ['PC-008', 4, 'Sodium hypochlorite', 5, 'g/L'],
  ['PC-009', 4, 'Soda ash', 2, 'g/L'], ['PC-010', 5, 'Sodium metabisulphite', 3, 'g/L'], ['PC-011', 5, 'Hydrogen peroxide (50%)', 2, 'ml/kg'],
  ['PC-012', 6, 'Silicone softener', 2, '%'], ['PC-013', 6, 'Cationic softener', 1.5, '%'], ['PC-014', 6, 'Acetic acid', 1, 'ml/kg'],
  ['PC-015', 7, 'Non-ionic detergent', 1, 'g/L'], ['PC-016', 10, 'Potassium permanganate', 20, 'g/L'], ['PC-017', 14, 'Reactive dye', 2, '%'],
  ['PC-018', 14, "Glauber's salt", 60, 'g/L'], ['PC-019', 14, 'Soda ash', 15, 'g/L'], ['PC-020', 15, 'Pigment tint', 0.3, '%'],
  ['PC-021', 15, 'Cationic binder', 1.5, 'g/L'], ['PC-022', 16, 'Potassium permanganate', 30, 'g/L'],
];
const dyeTypes = [
  ['REA', 'Reactive dye', 'Cotton, viscose, linen'], ['DIR', 'Direct dye', 'Cotton, viscose'], ['SUL', 'Sulphur dye', 'Cotton'],
  ['PIG', 'Pigment dye', 'Cotton and blends'], ['VAT', 'Vat dye', 'Cotton'], ['DIS', 'Disperse dye', 'Polyester'],
  ['ACD', 'Acid dye', 'Nylon, wool, silk'], ['BAS', 'Basic dye', 'Acrylic', INACTIVE],
];
// [code, name, wash type id, shade, description]
const washStandards = [
  ['WS-01', 'Light enzyme blue', 2, 'Light', 'Even light fade, no streaks'], ['WS-02', 'Mid stone blue', 3, 'Medium', 'Medium contrast on seams and hems'],
  ['WS-03', 'Dark rinse indigo', 1, 'Dark', 'Clean dark indigo, soft hand'], ['WS-04', 'Ice bleach', 4, 'Light', 'Bleached to near white, no yellowing'],
  ['WS-05', 'Snow acid', 5, 'Light', 'Marble contrast over the whole garment'], ['WS-06', 'Vintage grey tint', 10, 'Tinted', 'Grey tint over a mid stone base'],
  ['WS-07', 'Ozone light fade', 7, 'Light', null], ['WS-08', 'Dark stone black', 3, 'Dark', 'Washed black with soft abrasion'],
  ['WS-09', 'Soft silicone rinse', 9, 'Dark', null],
];
// Recipe steps: [process id, minutes, temperature °C]
const DESIZE = [1, 15, 60];
const RINSE = [7, 8, 30];
const SOFTEN = [6, 10, 40];
const recipes = [
  ['R-001', 'Light enzyme wash', 2, [DESIZE, RINSE, [2, 40, 55], RINSE, SOFTEN]],
  ['R-002', 'Mid stone wash', 3, [DESIZE, [3, 60, 45], RINSE, SOFTEN]],
  ['R-003', 'Ice bleach', 4, [DESIZE, [2, 30, 55], [4, 20, 50], [5, 10, 40], RINSE, SOFTEN]],
  ['R-004', 'Dark rinse', 1, [DESIZE, [7, 10, 30], SOFTEN]],
  ['R-005', 'Vintage tint', 10, [DESIZE, [3, 45, 45], [15, 20, 50], RINSE, SOFTEN]],
  ['R-006', 'Reactive garment dye', 6, [DESIZE, [14, 90, 60], [7, 10, 30], SOFTEN]],
  ['R-007', 'Silicone soft wash', 9, [RINSE, [6, 15, 40]]],
  ['R-008', 'Snow acid wash', 5, [[16, 30, 30], [5, 10, 40], RINSE, SOFTEN], INACTIVE],
];

export default {
  washtype: washTypes.map(([code, name, description], index) => ({ washTypeId: index + 1, code, name, description, status: ACTIVE })),
  washprocesstype: washProcessTypes.map(([code, name, usesWater, description], index) => ({
    washProcessTypeId: index + 1, code, name, usesWater, description, status: ACTIVE,
  })),
  processtype: processTypes.map(([code, name, washProcessType], index) => ({ processTypeId: index + 1, code, name, washProcessType, status: ACTIVE })),
  process: processes.map(([code, name, processType, standardMinutes, temperature, status], index) => ({
    processId: index + 1, code, name, processType, standardMinutes, temperature, status: status ?? ACTIVE,
  })),
  processchemical: processChemicals.map(([code, process, chemical, dosage, dosageUnit], index) => ({
    processChemicalId: index + 1, code, process, chemical, dosage, dosageUnit, status: ACTIVE,
  })),
  dyetype: dyeTypes.map(([code, name, fibres, status], index) => ({ dyeTypeId: index + 1, code, name, fibres, status: status ?? ACTIVE })),
  washstand: washStandards.map(([code, name, washType, shade, description], index) => ({ washStandId: index + 1, code, name, washType, shade, description, status: ACTIVE })),
  recipe: recipes.map(([code, name, washType, steps, status], index) => ({
    recipeId: index + 1, code, name, washType, status: status ?? ACTIVE,
    steps: steps.map(([process, minutes, temperature]) => ({ process, minutes, temperature })),
  })),
};
