// Seed rows of the 'garment' master-data entities: { entity: rows }, ids from 1, references by id.
const ACTIVE = 'Active';
const INACTIVE = 'Inactive';
const brands = [
  ['MS', 'Marks & Spencer', 6], ['NXT', 'Next', 6], ['GAP', 'Gap', 7], ['LEVI', "Levi's", 7], ['HUGO', 'Hugo Boss', 8],
  ['TOMMY', 'Tommy Hilfiger', 7], ['ODEL', 'Odel', 1], ['CK', 'Calvin Klein', 7], ['DIES', 'Diesel', 9],
];
const colours = [
  ['BLK', 'Black', '#000000'], ['WHT', 'White', '#FFFFFF'], ['NVY', 'Navy', '#1F2A44'], ['RED', 'Red', '#C62828'],
  ['INDG', 'Indigo', '#3F51B5'], ['STWH', 'Stone Wash Blue', '#7A9CC6'], ['KHK', 'Khaki', '#C3B091'], ['OLV', 'Olive', '#708238'],
  ['GRY', 'Heather Grey', '#9E9E9E'], ['MRN', 'Maroon', '#800000'], ['SKY', 'Sky Blue', '#87CEEB'], ['CRM', 'Cream', '#FFFDD0'],
];
// [code, name, category, standard minute value]
const garmentTypes = [
  ['JEAN', 'Denim jeans', 'Bottoms', 18.5], ['CHINO', 'Chino trousers', 'Bottoms', 16.2], ['SHORT', 'Denim shorts', 'Bottoms', 11],
  ['TSH', 'T-shirt', 'Tops', 6.5], ['POLO', 'Polo shirt', 'Tops', 11.8], ['SHIRT', 'Woven shirt', 'Tops', 21.4], ['JKT', 'Denim jacket', 'Outerwear', 32],
  ['DRS', 'Shirt dress', 'Dresses', 24], ['SKRT', 'Denim skirt', 'Bottoms', 12.5], ['HOOD', 'Hoodie', 'Outerwear', 18], ['PJ', 'Pyjama set', 'Sleepwear', 19],
];
const fabricCategories = [
  ['WOV', 'Woven', 'Warp and weft fabrics: twill, poplin, chambray, linen'], ['KNT', 'Knit', 'Weft knits: jersey, pique, fleece'],
  ['DNM', 'Denim', 'Indigo warp twill for washed garments'], ['LACE', 'Lace', null], ['NWV', 'Non-woven', 'Interlinings and fusibles', INACTIVE],
];
// [code, name, fabric category id, composition, GSM]
const fabricTypes = [
  ['DN-12', '12 oz rigid denim', 3, '100% cotton', 407], ['DN-10S', '10 oz stretch denim', 3, '98% cotton, 2% elastane', 339],
  ['DN-14', '14 oz selvedge denim', 3, '100% cotton', 475], ['CHM-8', '8 oz chambray', 1, '100% cotton', 271],
  ['TWL', 'Stretch cotton twill', 1, '97% cotton, 3% elastane', 260], ['POP', 'Cotton poplin', 1, '100% cotton', 120],
  ['LIN', 'Linen blend', 1, '55% linen, 45% cotton', 180], ['SJ', 'Single jersey', 2, '100% cotton', 160],
  ['PIQ', 'Pique', 2, '100% cotton', 200], ['FLC', 'Brushed fleece', 2, '80% cotton, 20% polyester', 300],
];
const seasons = [
  ['SS24', 'Spring/Summer 2024', 2024, INACTIVE], ['AW24', 'Autumn/Winter 2024', 2024], ['SS25', 'Spring/Summer 2025', 2025],
  ['AW25', 'Autumn/Winter 2025', 2025], ['SS26', 'Spring/Summer 2026', 2026], ['AW26', 'Autumn/Winter 2026', 2026],
];
const genders = [['M', 'Men', 'Adult'], ['W', 'Women', 'Adult'], ['B', 'Boys', 'Kids'], ['G', 'Girls', 'Kids'], ['U', 'Unisex', 'Adult'], ['BB', 'Baby', 'Baby']];
// [code, name, unit, tolerance ±, how to measure]
const measurements = [
  ['WST', 'Waist', 'cm', 1, 'Relaxed, along the top of the waistband'], ['HIP', 'Hip', 'cm', 1, '18 cm below the waistband, edge to edge'],
  ['INS', 'Inseam', 'cm', 1, 'Crotch seam to hem along the inside leg'], ['OUT', 'Outseam', 'cm', 1, null], ['FRS', 'Front rise', 'cm', 0.5, null],
  ['BKR', 'Back rise', 'cm', 0.5, null], ['THG', 'Thigh', 'cm', 0.6, '2.5 cm below the crotch'], ['KNE', 'Knee', 'cm', 0.5, null],
  ['LEG', 'Leg opening', 'cm', 0.5, null], ['CHS', 'Chest', 'cm', 1, '2.5 cm below the armhole'], ['BDL', 'Body length', 'cm', 1, 'High point of shoulder to hem'],
  ['SLV', 'Sleeve length', 'cm', 0.6, null], ['SHL', 'Shoulder', 'cm', 0.5, null], ['WST-IN', 'Waist (US)', 'inch', 0.25, 'For US buyers measuring in inches'],
];
const specialOperations = [
  ['EMB', 'Embroidery', 'Logo and panel embroidery', false], ['SCP', 'Screen print', 'Plastisol and water-based prints', true],
  ['HTF', 'Heat transfer', 'Labels and logos by heat press', false], ['LSE', 'Laser etching', 'Patterns etched by laser before the wash', false],
  ['PLT', 'Pleating', null, true], ['SMK', 'Smocking', null, true], ['RIV', 'Rivet attaching', 'Rivets and shanks after the wash', false],
  ['DST', 'Destroy and repair', 'Rips, holes and darning by hand', false],
];
// [code, name, system]
const sizes = [
  ['XS', 'Extra small', 'Letter'], ['S', 'Small', 'Letter'], ['M', 'Medium', 'Letter'], ['L', 'Large', 'Letter'], ['XL', 'Extra large', 'Letter'],
  ['XXL', 'Double extra large', 'Letter'], ['3XL', 'Triple extra large', 'Letter'],
  ...[28, 30, 32, 34, 36, 38, 40].map((waist) => [String(waist), `Waist ${waist}`, 'Waist (inches)']),
  ...[2, 4, 6, 8, 10, 12].map((age) => [`${age}Y`, `Age ${age} years`, 'Age']),
  ...[34, 36, 38, 40, 42].map((eu) => [`EU${eu}`, `EU ${eu}`, 'EU']),
];
const sizeIds = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
// [code, name, gender id (or null), size ids in order]
const sizeCards = [
  ['MEN-TOPS', "Men's tops S to 3XL", 1, sizeIds(2, 7)], ['MEN-WAIST', "Men's bottoms waist 28 to 40", 1, sizeIds(8, 14)],
  ['WMN-EU', "Women's EU 34 to 42", 2, sizeIds(21, 25)], ['WMN-TOPS', "Women's tops XS to XL", 2, sizeIds(1, 5)],
  ['KIDS-AGE', 'Kids 2 to 12 years', null, sizeIds(15, 20)], ['UNI-TOPS', 'Unisex XS to XXL', 5, sizeIds(1, 6)],
];
// [code, name, [colour id, buyer's colour reference]]
const colourCards = [
  ['CC-DENIM25', 'Denim core 2025', [[5, '19-3933 TCX'], [6, '16-4021 TCX'], [11, '14-4318 TCX'], [1, '19-0303 TCX']]],
  ['CC-BASICS', 'Basics', [[1, null], [2, null], [3, null], [9, null]]],
  ['CC-SS25', 'Summer 2025 brights', [[4, '18-1664 TCX'], [11, '14-4318 TCX'], [12, '11-0107 TCX'], [2, '11-0601 TCX']]],
  ['CC-AW25', 'Autumn 2025 earth tones', [[7, '15-1216 TCX'], [8, '18-0430 TCX'], [10, '19-1725 TCX'], [3, '19-3923 TCX']]],
  ['CC-CHINO', 'Chino core', [[7, null], [3, null], [8, null], [1, null], [12, null]]],
];
// [code, name, brand id, season id, garment type id (or null), size card / colour card id, status]
const sizeCardAllocations = [
  ['SCA-001', "M&S AW25 men's jeans", 1, 4, 1, 2], ['SCA-002', "Next SS25 men's polos", 2, 3, 5, 1],
  ['SCA-003', "Gap SS25 women's chinos", 3, 3, 2, 3], ['SCA-004', "Levi's AW25 men's jeans", 4, 4, 1, 2],
  ['SCA-005', 'Odel SS26 kids T-shirts', 7, 5, 4, 5], ['SCA-006', "Tommy Hilfiger AW25 women's shirts", 6, 4, 6, 4],
  ['SCA-007', 'Hugo Boss SS25 T-shirts', 5, 3, null, 6], ['SCA-008', "M&S SS24 men's shorts", 1, 1, 3, 2, INACTIVE],
];
const colourCardAllocations = [
  ['CCA-001', 'M&S AW25 denim', 1, 4, 1, 1], ['CCA-002', "Levi's AW25 denim", 4, 4, 1, 1], ['CCA-003', 'Next SS25 polos', 2, 3, 5, 3],
  ['CCA-004', 'Gap SS25 chinos', 3, 3, 2, 5], ['CCA-005', 'Odel SS26 basics', 7, 5, null, 2], ['CCA-006', 'Tommy Hilfiger AW25 earth tones', 6, 4, null, 4],
  ['CCA-007', 'Calvin Klein SS24 basics', 8, 1, 4, 2, INACTIVE],
];
// Product definitions: [style no, description, brand, season, garment type, fabric type, [process id, standard minutes] in sequence, status]
const DRY = [13, 45];
const productDefinitions = [
  ['MS-AW25-J101', 'Slim fit stone wash jean', 1, 4, 1, 2, [[1, 15], [8, 3.5], [9, 2.5], [3, 60], [7, 8], [6, 10], DRY]],
  ['LEVI-AW25-501', 'Straight fit dark rinse jean', 4, 4, 1, 3, [[1, 15], [7, 10], [6, 10], DRY]],
  ['NXT-SS25-C220', 'Slim chino, garment dyed', 2, 3, 2, 5, [[1, 15], [14, 90], [7, 10], [6, 10], DRY]],
  ['GAP-SS25-S310', 'Ice bleach denim shorts', 3, 3, 3, 2, [[1, 15], [2, 30], [4, 20], [5, 10], [7, 8], [6, 10], DRY]],
  ['TOM-AW25-K450', 'Vintage denim jacket', 6, 4, 7, 1, [[1, 15], [11, 1.5], [3, 45], [15, 20], [7, 8], [6, 10], DRY]],
  ['ODEL-SS26-T05', 'Enzyme washed tee', 7, 5, 4, 8, [[2, 30], [6, 10], [13, 40]]],
  ['HUGO-SS25-P12', 'Garment dyed pique polo', 5, 3, 5, 9, [[14, 90], [7, 10], [6, 10], [13, 40]]],
  ['CK-SS24-D77', 'Ozone faded denim skirt', 8, 1, 9, 2, [[1, 15], [12, 20], [7, 8], [6, 10]], INACTIVE],
];

export default {
  brand: brands.map(([code, name, country], index) => ({ brandId: index + 1, code, name, country, status: index === 8 ? INACTIVE : ACTIVE })),
  colour: colours.map(([code, name, hex], index) => ({ colourId: index + 1, code, name, hex, status: ACTIVE })),
  garmenttype: garmentTypes.map(([code, name, category, smv], index) => ({ garmentTypeId: index + 1, code, name, category, smv, status: ACTIVE })),
  fabriccategory: fabricCategories.map(([code, name, description, status], index) => ({ fabricCategoryId: index + 1, code, name, description, status: status ?? ACTIVE })),
  fabrictype: fabricTypes.map(([code, name, fabricCategory, composition, gsm], index) => ({
    fabricTypeId: index + 1, code, name, fabricCategory, composition, gsm, status: ACTIVE,
  })),
  season: seasons.map(([code, name, year, status], index) => ({ seasonId: index + 1, code, name, year, status: status ?? ACTIVE })),
  gender: genders.map(([code, name, ageGroup], index) => ({ genderId: index + 1, code, name, ageGroup, status: ACTIVE })),
  measurement: measurements.map(([code, name, unit, tolerance, description], index) => ({ measurementId: index + 1, code, name, unit, tolerance, description, status: ACTIVE })),
  specialoperationtype: specialOperations.map(([code, name, description, outsourced], index) => ({
    specialOperationTypeId: index + 1, code, name, description, outsourced, status: ACTIVE,
  })),
  size: sizes.map(([code, name, system], index) => ({ sizeId: index + 1, code, name, system, status: ACTIVE })),
  sizecard: sizeCards.map(([code, name, gender, ids], index) => ({
    sizeCardId: index + 1, code, name, gender, status: ACTIVE, sizes: ids.map((size, order) => ({ size, sortOrder: order + 1 })),
  })),
  colourcard: colourCards.map(([code, name, lines], index) => ({
    colourCardId: index + 1, code, name, status: ACTIVE, colours: lines.map(([colour, buyerRef]) => ({ colour, buyerRef })),
  })),
  sizecardallocation: sizeCardAllocations.map(([code, name, brand, season, garmentType, sizeCard, status], index) => ({
    sizeCardAllocationId: index + 1, code, name, brand, season, garmentType, sizeCard, status: status ?? ACTIVE,
  })),
  colourcardallocation: colourCardAllocations.map(([code, name, brand, season, garmentType, colourCard, status], index) => ({
    colourCardAllocationId: index + 1, code, name, brand, season, garmentType, colourCard, status: status ?? ACTIVE,
  })),
  productdefinition: productDefinitions.map(([styleNo, name, brand, season, garmentType, fabricType, lines, status], index) => ({
    productDefinitionId: index + 1, styleNo, name, brand, season, garmentType, fabricType, status: status ?? ACTIVE,
    lines: lines.map(([process, standardMinutes], order) => ({ process, sequence: order + 1, standardMinutes })),
  })),
};
