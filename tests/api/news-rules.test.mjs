// The news rules shared by the "Post news" form and the API (src/domain/newsRules.mjs): audiences and their labels,
// the limits and texts, and who reads what (members: everyone's and members'; applicants: everyone's and
// applicants'; the administrator and staff: all).
import { describe, expect, it } from 'vitest';
import {
  NEWS_AUDIENCE, NEWS_AUDIENCE_LABELS, NEWS_AUDIENCE_OPTIONS, NEWS_LIMITS, NEWS_TEXT, audienceLabel, audienceOf, audiencesSeenBy, isNewsAudience, newsFieldsOf, newsProblems,
} from '../../src/domain/newsRules.mjs';

const valid = { title: 'Office closed', body: 'Closed on Poya day.', audience: 'all' };

describe('newsRules', () => {
  it('names three audiences: Everyone, Members, Applicants, in that order', () => {
    expect(NEWS_AUDIENCE).toEqual({ ALL: 'all', MEMBERS: 'members', APPLICANTS: 'applicants' });
    expect(NEWS_AUDIENCE_LABELS).toEqual({ all: 'Everyone', members: 'Members', applicants: 'Applicants' });
    expect(NEWS_AUDIENCE_OPTIONS).toEqual([{ id: 'all', name: 'Everyone' }, { id: 'members', name: 'Members' }, { id: 'applicants', name: 'Applicants' }]);
    expect(audienceLabel('members')).toBe('Members');
    expect(audienceLabel('toString')).toBe('');
    expect(isNewsAudience('constructor')).toBe(false);
  });

  it('limits title to 5..150 and text to 10..2000 characters, trimmed', () => {
    expect(NEWS_LIMITS).toEqual({ titleMin: 5, titleMax: 150, bodyMin: 10, bodyMax: 2000 });
    expect(newsProblems({ ...valid, title: ' abcd ' })).toEqual({ title: 'Title must be 5 to 150 characters' });
    expect(newsProblems({ ...valid, title: ' abcde ' })).toEqual({});
    expect(newsProblems({ ...valid, body: 'b'.repeat(2001) })).toEqual({ body: 'News text must be 10 to 2000 characters' });
    expect(newsProblems({ ...valid, body: 'b'.repeat(2000) })).toEqual({});
  });

  it('the exact texts', () => {
    expect(NEWS_TEXT).toEqual({
      required: 'This field is required',
      titleLength: 'Title must be 5 to 150 characters',
      bodyLength: 'News text must be 10 to 2000 characters',
      audienceInvalid: 'Choose who the news is for: Everyone, Members or Applicants',
      published: 'News has been published',
      notPublished: 'News has not been published',
      deleted: 'News item has been deleted',
      updated: 'News has been updated',
      notUpdated: 'News has not been updated',
      notFound: 'This news item is no longer available',
    });
  });

  it('stores the trimmed fields', () => {
    expect(newsFieldsOf({ title: '  Office closed ', body: ' Line one.\nLine two. ', audience: 'members' })).toEqual({ title: 'Office closed', body: 'Line one.\nLine two.', audience: 'members' });
  });

  it('a member reads as members, an applicant as applicants, anyone else as staff (null: every audience)', () => {
    expect(audienceOf(22)).toBe('members');
    expect(audienceOf('21')).toBe('applicants');
    for (const role of [1, 23, 28, undefined]) expect(audienceOf(role)).toBeNull();
    expect(audiencesSeenBy(22)).toEqual(['all', 'members']);
    expect(audiencesSeenBy(21)).toEqual(['all', 'applicants']);
    expect(audiencesSeenBy(1)).toEqual(['all', 'members', 'applicants']);
  });
});
