// News feed: the rules the "Post news" form and the mock API share. The spec names the calls only
// (§7 news-feed-add, get-all-news-feed, delete-news-feed, dashboard/news-feed; §9 "news feed list" page 1, 10
// per page); fields, limits, audiences and texts are the portal's own, after Wild Apricot's and Tendenci's
// announcements (a title, a text, and who may read it).

/** Who an item is for: everyone signed in, members only, or applicants only. */
export const NEWS_AUDIENCE = Object.freeze({ ALL: 'all', MEMBERS: 'members', APPLICANTS: 'applicants' });

export const NEWS_AUDIENCE_LABELS = Object.freeze({ all: 'Everyone', members: 'Members', applicants: 'Applicants' });

/** The audience select's choices, in this order. */
export const NEWS_AUDIENCE_OPTIONS = Object.freeze(
  Object.values(NEWS_AUDIENCE).map((id) => Object.freeze({ id, name: NEWS_AUDIENCE_LABELS[id] })),
);

export const isNewsAudience = (value) => typeof value === 'string' && Object.hasOwn(NEWS_AUDIENCE_LABELS, value);

/** The audience's label ('' for a value that names none). */
export const audienceLabel = (value) => (isNewsAudience(value) ? NEWS_AUDIENCE_LABELS[value] : '');

export const NEWS_LIMITS = Object.freeze({ titleMin: 5, titleMax: 150, bodyMin: 10, bodyMax: 2000 });

export const NEWS_TEXT = Object.freeze({
  required: 'This field is required',
  titleLength: `Title must be ${NEWS_LIMITS.titleMin} to ${NEWS_LIMITS.titleMax} characters`,
  bodyLength: `News text must be ${NEWS_LIMITS.bodyMin} to ${NEWS_LIMITS.bodyMax} characters`,
  audienceInvalid: 'Choose who the news is for: Everyone, Members or Applicants',
  published: 'News has been published',
  notPublished: 'News has not been published',
  deleted: 'News item has been deleted',
  updated: 'News has been updated',
  notUpdated: 'News has not been updated',
  notFound: 'This news item is no longer available',
});

const trimmed = (value) => (typeof value === 'string' ? value.trim() : '');

const lengthProblem = (value, min, max, text) => {
  const length = trimmed(value).length;
  if (length === 0) return NEWS_TEXT.required;
  return length < min || length > max ? text : null;
};

/** Every problem of a "Post news" form ({ title, body, audience }), by field; {} when it may be published. */
export function newsProblems(form) {
  const L = NEWS_LIMITS;
  const problems = {
    title: lengthProblem(form.title, L.titleMin, L.titleMax, NEWS_TEXT.titleLength),
    body: lengthProblem(form.body, L.bodyMin, L.bodyMax, NEWS_TEXT.bodyLength),
    audience: isNewsAudience(form.audience) ? null : form.audience === undefined || form.audience === null || form.audience === '' ? NEWS_TEXT.required : NEWS_TEXT.audienceInvalid,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text));
}

/** The stored fields of a valid form: title and body trimmed (the body keeps its inner line breaks). */
export const newsFieldsOf = (form) => ({ title: trimmed(form.title), body: trimmed(form.body), audience: form.audience });

// The built-in roles of spec §6 (src/domain/roles.ts; repeated here because node reads no TypeScript).
const APPLICANT_ROLE = 21;
const MEMBER_ROLE = 22;

/**
 * The audience a role reads as: 'members' for a member, 'applicants' for an applicant, null for the
 * administrator and staff, who read every item.
 */
export const audienceOf = (roleId) => {
  const role = Number(roleId);
  if (role === MEMBER_ROLE) return NEWS_AUDIENCE.MEMBERS;
  if (role === APPLICANT_ROLE) return NEWS_AUDIENCE.APPLICANTS;
  return null;
};

/** Every audience a role reads: the items for everyone and those for its own audience; staff all three. */
export const audiencesSeenBy = (roleId) => {
  const own = audienceOf(roleId);
  return own === null ? Object.values(NEWS_AUDIENCE) : [NEWS_AUDIENCE.ALL, own];
};
