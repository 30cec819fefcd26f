// English texts of the area outlet: a view's code loading, or failing to load.
export default {
  loading: 'Loading {area}…',
  failedTitle: '{area} could not be loaded',
  failed:
    'The part of the console that shows {area} did not arrive ({message}). In the browser version, check that the console is still running; then try again. If it keeps failing, restart the console.',
};
