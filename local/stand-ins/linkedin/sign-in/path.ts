/** Where the LinkedIn stand-in is mounted on the local runtime's one server. */
export const LINKEDIN_STAND_IN_PATH = '/__local/linkedin';
