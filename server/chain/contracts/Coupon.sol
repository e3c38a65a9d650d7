// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Coupons (spec §6): the issuer hands out ids in quantities; a holder redeems by burning their own.
contract Coupon is ERC1155, Ownable {
    /// @notice `holder` used `amount` coupons of `id`.
    event Redeemed(address indexed holder, uint256 indexed id, uint256 amount);

    constructor(address initialOwner) ERC1155("") Ownable(initialOwner) {}

    /// @notice Gives `amount` coupons of `id` to `to`.
    function issue(address to, uint256 id, uint256 amount) external onlyOwner {
        _mint(to, id, amount, "");
    }

    /// @notice Burns `amount` of the caller's own `id` coupons; reverts (ERC1155InsufficientBalance) if short.
    function redeem(uint256 id, uint256 amount) external {
        _burn(msg.sender, id, amount);
        emit Redeemed(msg.sender, id, amount);
    }
}
