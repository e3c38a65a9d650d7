// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title A merchant's loyalty coin mirrored on chain: whole coins, minted and burned by the platform only. The
/// platform's coin ledger is the authority; this token shows each member's balance, so it cannot move between
/// holders (a coin is spent at its merchant, never sold).
contract LoyaltyCoin is ERC20, Ownable {
    /// @notice Holders cannot move coins: only minting (from zero) and burning (to zero) change balances.
    error NonTransferable(address from, address to);

    constructor(string memory name_, string memory symbol_, address initialOwner)
        ERC20(name_, symbol_)
        Ownable(initialOwner)
    {}

    /// @notice Coins are whole: one token unit is one coin.
    function decimals() public pure override returns (uint8) {
        return 0;
    }

    /// @notice Mints `amount` coins to `to` (coins earned or given back).
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @notice Burns `amount` coins of `from` (spent, expired or taken back). The owner burns, not the holder:
    /// the ledger decided it, and the holder's wallet needs no gas.
    function burn(address from, uint256 amount) external onlyOwner {
        _burn(from, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) revert NonTransferable(from, to);
        super._update(from, to, value);
    }
}
