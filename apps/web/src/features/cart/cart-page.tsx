import styled from "styled-components";

/** Cart page: tickets, total, spending-limit warning and purchase (spec §2, §4 Cart). */
export default function CartPage() {
  return (
    <Main aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;
