// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Event tickets: one token per ticket, its id the ticket's uuid as a number; the holder transfers it
/// like any ERC-721 token.
contract Ticket is ERC721, Ownable {
    /// @notice The platform took back `tokenId` (a refund or a revocation).
    event Revoked(uint256 indexed tokenId);

    constructor(address initialOwner) ERC721("Marketplace Ticket", "TICKET") Ownable(initialOwner) {}

    /// @notice Mints the ticket `tokenId` to `to`; reverts if it exists (or was burned: never reissued).
    function issue(address to, uint256 tokenId) external onlyOwner {
        _mint(to, tokenId);
    }

    /// @notice Burns `tokenId` wherever it is. The owner burns, not the holder: a refund or a revocation is the
    /// organiser's decision, which the holder cannot refuse by keeping their key, and the holder's wallet needs
    /// no gas for it.
    function revoke(uint256 tokenId) external onlyOwner {
        _burn(tokenId);
        emit Revoked(tokenId);
    }
}
