// A site profile's name as the views say it: the demo profile is named by the console, in the UI's
// language, unless the engineer renamed it. The console's name may carry the number that kept it
// apart from a profile that had it ("… (2)").
import { useI18n } from 'petite-vue-i18n';
import { DEMO_PROFILE_NAME } from '../../shared/demo-profile-name';
import { useSiteProfilesStore } from '../stores/site-profiles';

/** The function that names a profile from its id and stored name. */
export function useProfileName(): (id: string | null, name: string) => string {
  const { t } = useI18n();
  const profiles = useSiteProfilesStore();
  return (id, name) => {
    if (id === null || id !== profiles.state?.demo.profileId) return name;
    const number = name.startsWith(DEMO_PROFILE_NAME) ? name.slice(DEMO_PROFILE_NAME.length) : null;
    return number !== null && /^(?: \(\d+\))?$/.test(number) ? `${t('site.demo.profileName')}${number}` : name;
  };
}
