// Collections json-server's generic router serves that no screen declares yet, for trying calls before a screen
// exists (staff read, the administrator writes). A declared screen that prototypes (api: simpleRest('<name>') in
// its declaration) needs no line here: its collection is served to the holders of its screen. The generic router
// serves nothing else: never a collection the institute's routes own (checked at start).
export const PROTOTYPING_COLLECTIONS = Object.freeze(['notes']);
