// The name the console gives the demo site's profile, in English as it is stored. The views say it
// in the UI's language (renderer/composables/use-profile-name.ts) and recognise it by this text,
// not by the English words, which a window started in Chinese never loads.

/** The stored name of the demo site's profile (a number may follow: "… (2)"). */
export const DEMO_PROFILE_NAME = 'Demo site (reference site on this laptop)';
