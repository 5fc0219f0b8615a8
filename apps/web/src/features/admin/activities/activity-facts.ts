import type { TAdminActivityDetail } from '@putt/contract/admin/activity-runs';
import { formatYmd } from '@putt/contract/dates';
import type { TFunction } from 'i18next';

/** A run's dates: "2027-03-12 ~ 2027-03-19", one day once, or "일정 미정" before any meeting. */
export function datesText(t: TFunction, startsOn: string | null, endsOn: string | null): string {
  if (!startsOn) return t('admin_activities:noDates');
  if (!endsOn || endsOn === startsOn) return formatYmd(startsOn);
  return t('admin_activities:dates', { from: formatYmd(startsOn), to: formatYmd(endsOn) });
}

/** The programme's team size rule (spec-1 §9): "팀당 4명", "팀당 1~4명" or "정해진 팀 인원 없음". */
export function teamRuleText(t: TFunction, teamSizes: TAdminActivityDetail['teamSizes']): string {
  if (!teamSizes) return t('admin_activities:teamRule.none');
  const [min, max] = teamSizes;
  return min === max
    ? t('admin_activities:teamRule.fixed', { size: min })
    : t('admin_activities:teamRule.range', { min, max });
}

/** The hours of a plan's meetings (a number being typed that is none yet counts nothing). */
export const meetingHours = (meetings: readonly { hours: number }[] | undefined) =>
  (meetings ?? []).reduce((sum, meeting) => sum + (Number.isFinite(meeting.hours) ? meeting.hours : 0), 0);
