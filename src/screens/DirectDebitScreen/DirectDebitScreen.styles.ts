import { styled } from 'styled-components';

export {
  Actions,
  FormStack as Form,
  PageHeader as Header,
  PageLead as Lead,
  PageRootNarrow as ScreenRoot,
  PageTitle as Title,
} from '../../components/PageSection/PageSection.styles';

export const Step = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }

  & > p {
    margin: 0;
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const OrderLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const PhoneFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Mandate = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-start: ${({ theme }) => `${theme.space[1]} solid ${theme.color.border}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Masked = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const CodeInputWrap = styled.div`
  max-width: 16rem;

  & input {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: 0.3em;
    text-align: center;
  }
`;

export const SuccessEmblem = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.onSuccess};
`;
