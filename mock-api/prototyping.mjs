// The collections json-server's generic router serves, for prototyping a new entity before the institute
// builds its endpoint (README "Add an entity"): add the name here; the collection starts empty. The
// generic router serves nothing else: never a collection the institute's routes own (checked at start).
export const PROTOTYPING_COLLECTIONS = Object.freeze(['notes']);
