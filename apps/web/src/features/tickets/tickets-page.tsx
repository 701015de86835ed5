import styled from "styled-components";

/** Tickets page (play history): filters, pagination and entry details (spec §3, §4). */
export default function TicketsPage() {
  return (
    <Main aria-labelledby="tickets-title">
      <h1 id="tickets-title">Tickets</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;
