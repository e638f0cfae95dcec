/** Lets an async handler fail into express's error handler instead of an unhandled rejection. */
export const asyncRoute = (handler) => (req, res, next) => {
  Promise.resolve(handler(req, res, next)).catch(next);
};
