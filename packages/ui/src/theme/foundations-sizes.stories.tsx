import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { Grid, Tile } from "./foundations-parts";
import { breakpoints, colors, elevation, radius, sizes, space } from "./theme";

/**
 * The sizes of `theme.ts` as they render: layout sizes, spacing, radius and elevation, and the breakpoints
 * of the device classes. Every value comes from the code, so this page cannot drift from it.
 */
const meta = {
  title: "Foundations/Sizes",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Layout sizes (`sizes`) and the device-class breakpoints (`breakpoints`), drawn to scale. */
export const Spacing: Story = {
  render: () => (
    <>
      <h2>Sizes</h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">px</th>
            <th scope="col">Scale</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(sizes).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>sizes.{name}</code>
              </td>
              <td>{px}</td>
              <td>
                <Bar style={{ width: `${Math.min(px, 1200) / 4}px` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Space (4 px base)</h2>
      <Table>
        <tbody>
          {Object.entries(space).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>space.{name}</code>
              </td>
              <td>{px}</td>
              <td>
                <Bar style={{ width: px }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Radius and elevation</h2>
      <Grid>
        {Object.entries(radius).map(([name, r]) => (
          <Tile key={name} style={{ borderRadius: r }}>
            <code>radius.{name}</code>
            {r}
          </Tile>
        ))}
        {Object.entries(elevation).map(([name, shadow]) => (
          <Tile key={name} style={{ boxShadow: shadow }}>
            <code>elevation.{name}</code>
          </Tile>
        ))}
      </Grid>
      <h2>Breakpoints (min width of each device class)</h2>
      <Table>
        <tbody>
          {Object.entries(breakpoints).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{px} px and up</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  ),
};

const Table = styled.table`
  border-collapse: collapse;
  td, th { padding: 4px 12px 4px 0; text-align: left; }
`;

const Bar = styled.div`
  height: 12px;
  background: ${colors.primary};
`;
