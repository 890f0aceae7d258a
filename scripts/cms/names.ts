/** Names the content service's model and the site's publish both use, without loading the model. */

/** The Strapi API every content type of the site lives in. */
export const API = 'site';
export const uidOf = (name: string) => `api::${API}.${name}`;

/** The single type the publish writes its report into (its endpoint is /api/publish-report). */
export const PUBLISH_REPORT_NAME = 'publish-report';
