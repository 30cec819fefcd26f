// Imported first by the entry, for its effect: the view of the area the window opens on, when it
// is not the first area's (which is the shell's own), is asked for as the entry starts to run,
// before Vue, the router and vue-i18n have run, so that its chunk downloads and compiles meanwhile.
// The router's own import later finds it on its way (the same loader); a failure is left to the
// router, which says so in the area with a retry.
import { areaViews, FIRST_AREA_PATH, openingPath } from './area-views';

const opening = openingPath(window.location.hash);
if (opening !== FIRST_AREA_PATH) void areaViews[opening]().catch(() => undefined);
