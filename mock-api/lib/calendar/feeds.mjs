// A member's private calendar feed: one random, unguessable token per member (kept server-side, like the codes of
// membership cards), whose URL a calendar app subscribes to. Resetting the link replaces the token, so the old
// URL answers 404 at once. The feed lists the member's own confirmed and held bookings, nothing of anyone else.
import { randomBytes } from 'node:crypto';
import { getGlobalDetails } from '../master-data/global-details.mjs';
import { ownOriginOf } from '../http/own-origin.mjs';
import { insertRow, removeWhere } from '../storage/changes.mjs';
import { indexBy } from '../storage/indexes.mjs';

export const CALENDAR_FEEDS = 'calendarFeeds';
/** The feed's path under the API; the token then '.ics' (calendar apps like the extension). */
export const FEED_PATH = '/api/event/calendar-feed/';
/** 32 random bytes, base64url: 43 characters. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

/** The token of a feed URL's last part ('<token>.ics' or '<token>'), or null when no token has that form. */
export const tokenOf = (text) => {
  const token = typeof text === 'string' ? text.replace(/\.ics$/, '') : '';
  return TOKEN_FORM.test(token) ? token : null;
};

/** The member's feed row, made on first use. */
export function feedOf(ctx, member) {
  const existing = indexBy(ctx.db, CALENDAR_FEEDS, 'memberID').get(member.memberID);
  return existing ?? insertRow(ctx.db, CALENDAR_FEEDS, { memberID: member.memberID, token: newToken(), createdAt: new Date(ctx.now()).toISOString() });
}

/** Replaces the member's token: the old URL stops working at once. Answers the new row. */
export function resetFeed(ctx, member) {
  removeWhere(ctx.db, CALENDAR_FEEDS, { memberID: member.memberID });
  return insertRow(ctx.db, CALENDAR_FEEDS, { memberID: member.memberID, token: newToken(), createdAt: new Date(ctx.now()).toISOString() });
}

/** The memberID a feed token belongs to, or undefined. */
export const feedMemberId = (db, text) => {
  const token = tokenOf(text);
  return token ? indexBy(db, CALENDAR_FEEDS, 'token').get(token)?.memberID : undefined;
};

/**
 * The feed's public URL: under Global Details' Front URL (the portal's address, which serves the API under /api),
 * else under this server's own address.
 */
export function feedUrlOf(ctx, req, token) {
  let base;
  try {
    const url = new URL(String(getGlobalDetails(ctx.db)?.frontURL ?? '').trim());
    base = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    base = null;
  }
  return `${base ?? ownOriginOf(req.socket)}${FEED_PATH}${token}.ics`;
}
