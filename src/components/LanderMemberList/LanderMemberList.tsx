import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { LanderMember } from '../LanderPage';
import { LanderMemberPhoto } from '../LanderMemberPhoto';
import { Skeleton } from '../Skeleton';
import { ListRoot, MemberMeta, MemberName, MemberText, OnlineMark, PhotoSlot, Row } from './LanderMemberList.styles';

export interface LanderMemberListProps {
  members: readonly LanderMember[];
  /** Where "Say hi" leads a visitor: the signup flow. */
  signupHref: string;
  /** Names the list (already translated). */
  label: string;
  loading?: boolean;
  /** How many rows at most. */
  limit?: number;
  /** With no members to show: this many anonymous rows ("someone nearby"), so the page never looks empty. */
  placeholders?: number;
  className?: string;
}

/** Members in rows: photo, name and age, city, online mark and a "Say hi" button that opens signup. */
export function LanderMemberList({ members, signupHref, label, loading = false, limit = 6, placeholders = 3, className }: LanderMemberListProps) {
  const { t } = useTranslation('landing');
  if (loading) {
    return (
      <ListRoot aria-hidden="true" data-loading="" className={className}>
        {Array.from({ length: Math.min(limit, 4) }, (_, index) => (
          <Row key={index}>
            <PhotoSlot>
              <LanderMemberPhoto src={null} shape="circle" loading />
            </PhotoSlot>
            <MemberText>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" width="40%" />
            </MemberText>
          </Row>
        ))}
      </ListRoot>
    );
  }
  const shown = members.slice(0, limit);
  return (
    <ListRoot aria-label={label} className={className}>
      {shown.length > 0
        ? shown.map((member) => (
            <Row key={member.id} data-member={member.id}>
              <PhotoSlot>
                <LanderMemberPhoto src={member.photoUrl} shape="circle" seed={member.id} />
              </PhotoSlot>
              <MemberText>
                <MemberName>
                  {member.age === null ? member.name : t('members.name_age', { name: member.name, age: member.age })}
                </MemberName>
                <MemberMeta>
                  {member.online ? <OnlineMark>{t('members.online')}</OnlineMark> : null}
                  {member.city ? <span>{member.city}</span> : null}
                </MemberMeta>
              </MemberText>
              <Button href={signupHref} size="sm" variant="outline" aria-label={t('members.say_hi_to', { name: member.name })}>
                {t('members.say_hi')}
              </Button>
            </Row>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Row key={index} data-member="placeholder">
              <PhotoSlot>
                <LanderMemberPhoto src={null} shape="circle" seed={index} blurred />
              </PhotoSlot>
              <MemberText>
                <MemberName>{t('members.someone')}</MemberName>
                <MemberMeta>{t('members.hidden')}</MemberMeta>
              </MemberText>
              <Button href={signupHref} size="sm" variant="outline">
                {t('members.say_hi')}
              </Button>
            </Row>
          ))}
    </ListRoot>
  );
}
