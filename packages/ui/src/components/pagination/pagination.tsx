import styled from "styled-components";
import { colors } from "../../theme/theme";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next page controls for paged lists (play history, results, favourites). */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;

  button {
    padding: 6px 12px;
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    background: ${colors.surface};
    color: ${colors.primary};
    cursor: pointer;
  }
  button:disabled {
    border-color: ${colors.border};
    color: ${colors.inactive};
    cursor: not-allowed;
  }
`;
