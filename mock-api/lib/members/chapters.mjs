// The institute's regional chapters: lookups and the shapes the screens get.
import { TRANSFER_TEXT } from '../../../src/domain/transferRules.mjs';

export const CHAPTERS = 'chapters';
export const CHAPTER_STATUS = Object.freeze({ ACTIVE: 1, INACTIVE: 2 });

export const chapterById = (db, chapterId) => (Number.isInteger(chapterId) ? db.get(CHAPTERS).find({ chapterId }).value() : undefined);

/** Active chapters in id order (Colombo first). */
export const activeChapters = (db) =>
  db.get(CHAPTERS).filter({ status: CHAPTER_STATUS.ACTIVE }).sortBy('chapterId').value();

/** What the chapter select gets. */
export const chapterOption = ({ chapterId, code, name, region }) => ({ chapterId, code, name, region });

/** A chapter's name, "Not assigned" for none (a member without chapterId). */
export const chapterNameOf = (db, chapterId) => chapterById(db, chapterId)?.name ?? TRANSFER_TEXT.notAssigned;

/** A member's chapter as { chapterId, name }, or null when the member has none. */
export const currentChapterOf = (db, member) => {
  const chapter = chapterById(db, member?.chapterId);
  return chapter ? { chapterId: chapter.chapterId, name: chapter.name } : null;
};
