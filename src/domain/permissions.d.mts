export declare const DECIDE: Readonly<{ TRANSACTIONS: '/member/approvetransaction/decide'; APPLICATIONS: '/member/adminviewapplicant/decide' }>;
