/** The audit sample as the API answers it (POST CPD/audit-sample, GET CPD/audit-samples). */
export interface AuditActivity {
  ActivityID: number;
  ActivityTitle: string;
  CategoryName: string;
  ActivityDate: string;
  Hours: number;
  Provider: string;
  ActivityStatusName: string;
  evidence: { fileId: number; fileName: string } | null;
}

export interface AuditCompliance {
  year: number;
  from: string;
  to: string;
  required: number;
  done: number;
  remaining: number;
  compliant: boolean;
}

export interface AuditMember {
  UserID: number;
  MemberNo: string;
  FirstName: string;
  LastName: string;
  compliance: AuditCompliance;
  activities: AuditActivity[];
}

export interface AuditSample {
  AuditID: number;
  year: number;
  share: number;
  members: AuditMember[];
}

export interface AuditSampleSummary {
  AuditID: number;
  year: number;
  share: number;
  count: number;
  createdAt: string;
  createdBy: string;
}
