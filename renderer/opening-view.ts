// Imported first by the entry, for its effect: the view of the area the window opens on is asked
// for as the entry starts to run, before Vue, the router and vue-i18n have run, so that its chunk
// downloads and compiles meanwhile. The router's own import later finds it on its way (the same
// loader); a failure is left to the router, which says so in the area with a retry.
import { areaViews, openingPath } from './area-views';

void areaViews[openingPath(window.location.hash)]().catch(() => undefined);
