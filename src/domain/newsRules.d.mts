export type NewsAudience = 'all' | 'members' | 'applicants';
export declare const NEWS_AUDIENCE: Readonly<{ ALL: 'all'; MEMBERS: 'members'; APPLICANTS: 'applicants' }>;
export declare const NEWS_AUDIENCE_LABELS: Readonly<Record<NewsAudience, string>>;
export declare const NEWS_AUDIENCE_OPTIONS: readonly Readonly<{ id: NewsAudience; name: string }>[];
export declare const isNewsAudience: (value: unknown) => value is NewsAudience;
export declare const audienceLabel: (value: unknown) => string;
export declare const NEWS_LIMITS: Readonly<{ titleMin: 5; titleMax: 150; bodyMin: 10; bodyMax: 2000 }>;
export type NewsTextKey = 'required' | 'titleLength' | 'bodyLength' | 'audienceInvalid' | 'published' | 'notPublished' | 'deleted' | 'updated' | 'notUpdated' | 'notFound';
export declare const NEWS_TEXT: Readonly<Record<NewsTextKey, string>>;
export interface NewsForm { title?: unknown; body?: unknown; audience?: unknown }
export declare function newsProblems(form: NewsForm): Partial<Record<keyof NewsForm, string>>;
export declare const newsFieldsOf: (form: NewsForm) => { title: string; body: string; audience: NewsAudience };
export declare const audienceOf: (roleId: unknown) => 'members' | 'applicants' | null;
export declare const audiencesSeenBy: (roleId: unknown) => NewsAudience[];
/** A news item as the lists answer it (the staff list also carries createdBy). */
export interface NewsItem { newsId: number; title: string; body: string; audience: NewsAudience; audienceName: string; publishedAt: string; createdBy?: string }
