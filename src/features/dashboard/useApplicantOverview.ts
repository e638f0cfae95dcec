/**
 * The applicant's application: its id comes from the applicant's own application header (the same call and
 * cache as /member/applicationdetails), then GET dashboard/applicantDashboard/{applicationId}.
 */
import { useQuery } from '@tanstack/react-query';
import { applicationKey, fetchApplication } from '../applications/applicationApi';
import type { ApplicantMode } from '../applications/applicationTypes';
import { DASHBOARD_KEY, fetchApplicantOverview } from './dashboardApi';

const SELF: ApplicantMode = { kind: 'self' };

export const useOwnApplication = () => useQuery({ queryKey: applicationKey(SELF), queryFn: () => fetchApplication(SELF) });

export const useApplicantOverview = (applicationId: number | undefined) =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'applicant', applicationId],
    queryFn: () => fetchApplicantOverview(applicationId as number),
    enabled: applicationId !== undefined,
  });
