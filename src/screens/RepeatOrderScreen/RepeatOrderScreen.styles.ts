import { styled } from 'styled-components';

export {
  Actions,
  EmptyState,
  FormStack as Form,
  PageHeader as Header,
  PageLead as Lead,
  PageRootNarrow as ScreenRoot,
  PageTitle as Title,
  SkeletonStack,
} from '../../components/PageSection/PageSection.styles';

export const Confirm = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const ConfirmTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const ConfirmList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `0 ${theme.space[3]}`};
  }
  & > div + div {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

