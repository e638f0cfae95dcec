/**
 * The one way the app hands a file to the browser to save (file-saver). A module of the app's own, and not the
 * package imported at each call site, so that a test can spy on saveAs here: a package's exports cannot be
 * replaced without a module graph of the test's own.
 */
export { saveAs } from 'file-saver';
